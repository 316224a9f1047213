import { upgradeResponseSchema, type UpgradeBody, type UpgradeResponse } from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSubscriptionStatusQueryOptions } from './get-subscription-status';

/** POST /subscription/upgrade: moves the subscription now, charging the prorated difference. */
export function upgradeSubscription({
  newPlanId,
}: {
  newPlanId: string;
}): Promise<UpgradeResponse> {
  return apiRequest('/subscription/upgrade', {
    method: 'POST',
    body: { new_plan_id: newPlanId, billing_option: 'immediate' } satisfies UpgradeBody,
    schema: upgradeResponseSchema,
  });
}

export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeSubscription,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSubscriptionStatusQueryOptions().queryKey }),
  });
}
