import { upgradeOptionsResponseSchema, type UpgradeOptionsResponse } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /subscription/upgrade-options: the current plan's slug and the plans above it. */
export async function getUpgradeOptions({ signal }: { signal?: AbortSignal } = {}): Promise<
  UpgradeOptionsResponse['data']
> {
  const response = await apiRequest('/subscription/upgrade-options', {
    schema: upgradeOptionsResponseSchema,
    signal,
  });
  return response.data;
}

export function getUpgradeOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'upgrade-options'],
    queryFn: ({ signal }) => getUpgradeOptions({ signal }),
  });
}

export function useUpgradeOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUpgradeOptionsQueryOptions(), enabled });
}
