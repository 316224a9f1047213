import { advancedTemplateLimit, usageInfoResponseSchema } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Whether the plan may use AI improvements, from GET /user-usage/info: a free user
 * (is_free_user, or limits.advanced_template 0) does not see "Improve CV" (docs/product.md §C6).
 */
export async function getImproveAccess(signal?: AbortSignal): Promise<boolean> {
  const { data } = await apiRequest('/user-usage/info', {
    schema: usageInfoResponseSchema,
    signal,
  });
  return !data.is_free_user && advancedTemplateLimit(data) > 0;
}

/** Under ['usage'], so usage refreshes (after an upgrade) refresh it too. */
export function getImproveAccessQueryOptions() {
  return queryOptions({
    queryKey: ['usage', 'improve-access'],
    queryFn: ({ signal }) => getImproveAccess(signal),
    staleTime: 30_000,
  });
}

export function useImproveAccess() {
  return useQuery(getImproveAccessQueryOptions());
}
