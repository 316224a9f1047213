import { recentUploadsResponseSchema, type RecentUpload } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY, PROCESSING_POLL_MS } from './get-cvs';

/** Under the CV key: whatever refetches the CVs refetches these too. */
export const RECENT_UPLOADS_QUERY_KEY = [...CVS_QUERY_KEY, 'recent-uploads'] as const;

/** GET /cv/recent-uploads: uploads still processing or uploaded a few minutes ago. */
export async function getRecentUploads({ signal }: { signal?: AbortSignal } = {}): Promise<
  RecentUpload[]
> {
  return recentUploadsResponseSchema.parse(await apiRequest('/cv/recent-uploads', { signal })).data;
}

export function getRecentUploadsQueryOptions() {
  return queryOptions({
    queryKey: RECENT_UPLOADS_QUERY_KEY,
    queryFn: ({ signal }) => getRecentUploads({ signal }),
    // The live events update it; re-reading while one is processing is the safety net.
    refetchInterval: (query) =>
      query.state.data?.some((upload) => upload.status === 'processing')
        ? PROCESSING_POLL_MS
        : false,
  });
}

export function useRecentUploads() {
  return useQuery(getRecentUploadsQueryOptions());
}
