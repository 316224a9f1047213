import {
  careerAnalyticsReportSchema,
  careerAnalyticsResponseSchema,
  type CareerAnalyticsReport,
} from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { careerAnalyticsQueryKey } from '@/lib/start-career-analytics';

/** "Success without data" (docs/product.md §C8) is an empty state, not a failure: data may be absent. */
const responseSchema = careerAnalyticsResponseSchema
  .extend({ data: careerAnalyticsReportSchema.nullish() })
  .transform((body) => body.data ?? null);

/** GET /analytics/{cvId}: the CV's latest career analytics report, or null when there is none. */
export function getCareerAnalytics(cvId: string, signal?: AbortSignal) {
  return apiRequest(`/analytics/${encodeURIComponent(cvId)}`, { schema: responseSchema, signal });
}

export function getCareerAnalyticsQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: careerAnalyticsQueryKey(cvId),
    queryFn: ({ signal }) => getCareerAnalytics(cvId, signal),
  });
}

interface PollOptions {
  /** Asked after every answer: fetch again in `pollMs`? */
  pollWhile: (report: CareerAnalyticsReport | null | undefined, error: Error | null) => boolean;
  pollMs: number;
}

export function useCareerAnalytics(cvId: string, poll?: PollOptions) {
  return useQuery({
    ...getCareerAnalyticsQueryOptions(cvId),
    refetchInterval: (query) =>
      poll?.pollWhile(query.state.data, query.state.error) ? poll.pollMs : false,
  });
}
