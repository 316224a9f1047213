import { PLATFORM_MESSAGES, usageInfoResponseSchema, type UsageInfo } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { USAGE_QUERY_KEY } from './usage-query-key';

/** GET /user-usage/info: plan, monthly limits and usage, and whether the user is on free. */
export async function getUsageInfo({ signal }: { signal?: AbortSignal } = {}): Promise<UsageInfo> {
  try {
    const response = await apiRequest('/user-usage/info', {
      schema: usageInfoResponseSchema,
      signal,
    });
    return response.data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.code, PLATFORM_MESSAGES.usageInfoFailed, error.status, error);
  }
}

export function getUsageInfoQueryOptions() {
  return queryOptions({
    queryKey: [USAGE_QUERY_KEY, 'info'],
    queryFn: ({ signal }) => getUsageInfo({ signal }),
    staleTime: 30_000,
  });
}

export function useUsageInfo() {
  return useQuery(getUsageInfoQueryOptions());
}
