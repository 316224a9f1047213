import { upgradeHistoryResponseSchema, type UpgradeHistoryItem } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /subscription/upgrade-history: the user's upgrades, newest first. */
export async function getUpgradeHistory({ signal }: { signal?: AbortSignal } = {}): Promise<
  UpgradeHistoryItem[]
> {
  const response = await apiRequest('/subscription/upgrade-history', {
    schema: upgradeHistoryResponseSchema,
    signal,
  });
  return response.data;
}

export function getUpgradeHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'upgrade-history'],
    queryFn: ({ signal }) => getUpgradeHistory({ signal }),
  });
}

export function useUpgradeHistory({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUpgradeHistoryQueryOptions(), enabled });
}
