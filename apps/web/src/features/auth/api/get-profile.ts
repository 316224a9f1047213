import { PLATFORM_MESSAGES, userSchema, type User } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * GET /auth/profile. The answer must hold a user with id and email (docs/product.md §P5); the
 * failures read as the spec's profile messages.
 */
export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  let raw: unknown;
  try {
    raw = await apiRequest('/auth/profile', { signal });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.code, PLATFORM_MESSAGES.profileFetchFailed, error.status, error);
  }
  const user = (raw as { data?: { user?: Record<string, unknown> } } | null)?.data?.user;
  if (!user) throw new Error(PLATFORM_MESSAGES.noUserData);
  const parsed = userSchema.safeParse(user);
  if (!user.id || !user.email || !parsed.success)
    throw new Error(PLATFORM_MESSAGES.invalidUserData);
  return parsed.data;
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'profile'],
    queryFn: ({ signal }) => getProfile({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
