import {
  PLATFORM_MESSAGES,
  checkActionResponseSchema,
  successResponse,
  type CheckActionResponse,
  type UsageType,
} from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { USAGE_QUERY_KEY } from './usage-query-key';

const enveloped = successResponse(checkActionResponseSchema);

/** GET /user-usage/check-action/{usageType}: may the user do this now? Bare or enveloped. */
export async function checkAction(
  usageType: UsageType,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CheckActionResponse> {
  try {
    const raw = await apiRequest(`/user-usage/check-action/${usageType}`, { signal });
    const wrapped = enveloped.safeParse(raw);
    return wrapped.success ? wrapped.data.data : checkActionResponseSchema.parse(raw);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(error.code, PLATFORM_MESSAGES.checkActionFailed, error.status, error);
    }
    if (signal?.aborted) throw error;
    throw new ApiError('UNKNOWN_ERROR', PLATFORM_MESSAGES.checkActionFailed, 0, error);
  }
}

export function getCheckActionQueryOptions(usageType: UsageType) {
  return queryOptions({
    queryKey: [USAGE_QUERY_KEY, 'check-action', usageType],
    queryFn: ({ signal }) => checkAction(usageType, { signal }),
  });
}

export function useCheckAction(usageType: UsageType) {
  return useQuery(getCheckActionQueryOptions(usageType));
}
