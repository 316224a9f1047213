import { cvDetailResponseSchema, type CvDetail } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

/** GET /cv/{id}: the CV record with its content (the wizard previews the default CV with it). */
export async function getCvDetail(id: string, signal?: AbortSignal): Promise<CvDetail> {
  const response = await apiRequest(`/cv/${encodeURIComponent(id)}`, {
    schema: cvDetailResponseSchema,
    signal,
  });
  return response.data;
}

export function getCvDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CVS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getCvDetail(id, signal),
  });
}

export function useCvDetail(id: string | null) {
  return useQuery({ ...getCvDetailQueryOptions(id ?? ''), enabled: id !== null });
}
