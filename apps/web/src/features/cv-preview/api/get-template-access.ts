import { advancedTemplateLimit, usageInfoResponseSchema } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * How many paid templates the plan allows, from GET /user-usage/info (limits.advanced_template;
 * 1 when the server does not say, docs/product.md §C9). Its own key under ['usage'], so usage refreshes
 * (after an upgrade) refresh it too.
 */
export async function getAdvancedTemplateLimit(signal?: AbortSignal): Promise<number> {
  const response = await apiRequest('/user-usage/info', {
    schema: usageInfoResponseSchema,
    signal,
  });
  return advancedTemplateLimit(response.data);
}

export function getAdvancedTemplateLimitQueryOptions() {
  return queryOptions({
    queryKey: ['usage', 'advanced-template'],
    queryFn: ({ signal }) => getAdvancedTemplateLimit(signal),
    staleTime: 30_000,
  });
}

export function useAdvancedTemplateLimit() {
  return useQuery(getAdvancedTemplateLimitQueryOptions());
}
