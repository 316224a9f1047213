import { cvPickerResponseSchema, type CvPickerItem } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

/** GET /cv/picker-list: the user's uploaded and generated CVs; failed ones are dropped. */
export async function getCvPickerList(signal?: AbortSignal): Promise<CvPickerItem[]> {
  const response = await apiRequest('/cv/picker-list', { schema: cvPickerResponseSchema, signal });
  return response.data.filter((cv) => cv.status !== 'failed');
}

/** Under ['cvs'], so uploads, deletes and live events refresh the picker too. */
export function getCvPickerListQueryOptions() {
  return queryOptions({
    queryKey: [...CVS_QUERY_KEY, 'picker-list'],
    queryFn: ({ signal }) => getCvPickerList(signal),
  });
}

export function useCvPickerList() {
  return useQuery(getCvPickerListQueryOptions());
}
