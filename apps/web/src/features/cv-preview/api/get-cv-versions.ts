import { cvVersionsResponseSchema, type CvVersion } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

/** GET /cv/{id}/versions: earlier contents, newest first. */
export async function getCvVersions(id: string, signal?: AbortSignal): Promise<CvVersion[]> {
  const response = await apiRequest(`/cv/${encodeURIComponent(id)}/versions`, {
    schema: cvVersionsResponseSchema,
    signal,
  });
  return response.data.versions;
}

export function getCvVersionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CVS_QUERY_KEY, 'versions', id],
    queryFn: ({ signal }) => getCvVersions(id, signal),
  });
}

export function useCvVersions(id: string) {
  return useQuery(getCvVersionsQueryOptions(id));
}
