import { cvPreviewResponseSchema, type CvPreview } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

/** GET /cv/{id}/preview: top-level fields, the content as a JSON string or an object. */
export function getCvPreview(id: string, signal?: AbortSignal): Promise<CvPreview> {
  return apiRequest(`/cv/${encodeURIComponent(id)}/preview`, {
    schema: cvPreviewResponseSchema,
    signal,
  });
}

/** Under ['cvs'], so the live events that refresh CVs refresh the preview too. */
export function getCvPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CVS_QUERY_KEY, 'preview', id],
    queryFn: ({ signal }) => getCvPreview(id, signal),
  });
}

export function useCvPreview(id: string) {
  return useQuery(getCvPreviewQueryOptions(id));
}
