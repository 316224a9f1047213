import { cancelSubscriptionResponseSchema } from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSubscriptionStatusQueryOptions } from './get-subscription-status';

/**
 * POST /payments/cancel-subscription?cancel_immediately. false ends the subscription at the
 * period end; true ends it now.
 */
export function cancelSubscription({ cancelImmediately }: { cancelImmediately: boolean }) {
  return apiRequest('/payments/cancel-subscription', {
    method: 'POST',
    query: { cancel_immediately: cancelImmediately },
    schema: cancelSubscriptionResponseSchema,
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSubscriptionStatusQueryOptions().queryKey }),
  });
}
