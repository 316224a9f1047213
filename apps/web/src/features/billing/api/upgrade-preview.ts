import { upgradePreviewResponseSchema, type UpgradePreview } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /subscription/upgrade-preview/{planId}: what moving to that plan costs now and next. */
export function getUpgradePreview(
  planId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UpgradePreview> {
  return apiRequest(`/subscription/upgrade-preview/${encodeURIComponent(planId)}`, {
    schema: upgradePreviewResponseSchema,
    signal,
  });
}

export function getUpgradePreviewQueryOptions(planId: string) {
  return queryOptions({
    queryKey: ['billing', 'upgrade-preview', planId],
    queryFn: ({ signal }) => getUpgradePreview(planId, { signal }),
    // Proration changes by the minute: always ask again when the step opens.
    staleTime: 0,
  });
}

export function useUpgradePreview(planId: string) {
  return useQuery(getUpgradePreviewQueryOptions(planId));
}
