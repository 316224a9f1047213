import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAtsAnalytics } from './start-ats-analytics';

/**
 * GET /ats-analytics/{id}, cached under one key for the ATS report page and the improvements
 * page (its Essential Improvements and critical keywords), so the two share the report.
 */
export function getAtsAnalyticsQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: ['ats-analytics', cvId],
    queryFn: ({ signal }) => getAtsAnalytics(cvId, signal),
  });
}

export function useAtsAnalytics(cvId: string) {
  return useQuery(getAtsAnalyticsQueryOptions(cvId));
}
