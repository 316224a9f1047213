import { cvEditResponseSchema } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

/** GET /cv/{id}/edit: the content to edit and the parser's per-field confidence. */
export function getCvEdit(id: string, signal?: AbortSignal) {
  return apiRequest(`/cv/${encodeURIComponent(id)}/edit`, { signal, schema: cvEditResponseSchema });
}

export function getCvEditQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CVS_QUERY_KEY, 'edit', id],
    queryFn: ({ signal }) => getCvEdit(id, signal),
    // The editor holds its own copy; refetching would not replace what the user typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useCvEdit(id: string) {
  return useQuery(getCvEditQueryOptions(id));
}
