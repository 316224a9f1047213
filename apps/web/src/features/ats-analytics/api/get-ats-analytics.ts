import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAtsAnalytics } from '@/lib/start-ats-analytics';

/** GET /ats-analytics/{id} (the request lives in lib: the start flow of other screens reads it too). */
export function getAtsAnalyticsQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: ['ats-analytics', cvId],
    queryFn: ({ signal }) => getAtsAnalytics(cvId, signal),
  });
}

export function useAtsAnalytics(cvId: string) {
  return useQuery(getAtsAnalyticsQueryOptions(cvId));
}
