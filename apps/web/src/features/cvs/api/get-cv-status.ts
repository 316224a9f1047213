import { cvStatusResponseSchema } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

/** GET /cv/{id}/status: the CV's processing status; 404 when this user has no such CV. */
export function getCvStatus(id: string, signal?: AbortSignal) {
  return apiRequest(`/cv/${encodeURIComponent(id)}/status`, {
    signal,
    schema: cvStatusResponseSchema,
  });
}

export function getCvStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CVS_QUERY_KEY, 'status', id],
    queryFn: ({ signal }) => getCvStatus(id, signal),
    // Moving between one CV's pages asks once; a live event's invalidation asks again.
    staleTime: 60_000,
  });
}

export function useCvStatus(id: string) {
  return useQuery(getCvStatusQueryOptions(id));
}
