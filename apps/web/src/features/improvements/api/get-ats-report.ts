import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAtsAnalytics } from '@/lib/start-ats-analytics';

/**
 * GET /ats-analytics/{id}: the ATS report behind the Essential Improvements and the critical
 * keywords. Same key and request as the ATS report page, so the two share the cached report;
 * a 404 is an error here and the page reads it as "no report".
 */
export function getAtsReportQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: ['ats-analytics', cvId],
    queryFn: ({ signal }) => getAtsAnalytics(cvId, signal),
  });
}

export function useAtsReport(cvId: string) {
  return useQuery(getAtsReportQueryOptions(cvId));
}
