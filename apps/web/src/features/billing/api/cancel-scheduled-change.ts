import { cancelScheduledChangeResponseSchema } from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSubscriptionStatusQueryOptions } from './get-subscription-status';

/** DELETE /subscription/scheduled-change: the subscription renews on its current plan. */
export function cancelScheduledChange() {
  return apiRequest('/subscription/scheduled-change', {
    method: 'DELETE',
    schema: cancelScheduledChangeResponseSchema,
  });
}

export function useCancelScheduledChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelScheduledChange,
    onSuccess: (response) =>
      queryClient.setQueryData(getSubscriptionStatusQueryOptions().queryKey, response.data),
  });
}
