import { reactivateSubscriptionResponseSchema } from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSubscriptionStatusQueryOptions } from './get-subscription-status';

/** POST /payments/reactivate-subscription: undoes a cancellation set for the period end. */
export function reactivateSubscription() {
  return apiRequest('/payments/reactivate-subscription', {
    method: 'POST',
    schema: reactivateSubscriptionResponseSchema,
  });
}

export function useReactivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSubscriptionStatusQueryOptions().queryKey }),
  });
}
