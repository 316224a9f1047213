import { CV_LIST_PAGE_SIZE, cvListResponseSchema, type CvListResponse } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

interface GetCvsParams {
  page?: number;
  size?: number;
  signal?: AbortSignal;
}

export { CVS_QUERY_KEY };
/** Every page of the CV list (the dashboard asks for one page of 100). */
export const CVS_LIST_QUERY_KEY = [...CVS_QUERY_KEY, 'list'] as const;

/** GET /cv/list?page&size. The list comes as cvs or items, bare or in the success envelope. */
export async function getCvs({
  page = 1,
  size = CV_LIST_PAGE_SIZE,
  signal,
}: GetCvsParams = {}): Promise<CvListResponse> {
  const raw = await apiRequest('/cv/list', { query: { page, size }, signal });
  const body = (raw as { success?: unknown; data?: unknown } | null)?.data ?? raw;
  return cvListResponseSchema.parse(body);
}

/** A safety net under the live events: while a CV is still processing, the list is re-read. */
export const PROCESSING_POLL_MS = 10_000;

export function getCvsQueryOptions({ page = 1, size = CV_LIST_PAGE_SIZE } = {}) {
  return queryOptions({
    queryKey: [...CVS_LIST_QUERY_KEY, { page, size }],
    queryFn: ({ signal }) => getCvs({ page, size, signal }),
    refetchInterval: (query) =>
      query.state.data?.cvs.some((cv) => cv.status === 'processing') ? PROCESSING_POLL_MS : false,
  });
}

export function useCvs(params: { page?: number; size?: number } = {}) {
  return useQuery(getCvsQueryOptions(params));
}
