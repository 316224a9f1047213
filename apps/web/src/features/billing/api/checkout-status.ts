import {
  CHECKOUT_POLL_INTERVAL_MS,
  checkoutPollOutcome,
  checkoutStatusResponseSchema,
  type CheckoutStatusResponse,
} from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /payments/checkout-status?session_id: the session and the subscription it made. */
export function getCheckoutStatus(
  sessionId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CheckoutStatusResponse> {
  return apiRequest('/payments/checkout-status', {
    query: { session_id: sessionId },
    schema: checkoutStatusResponseSchema,
    signal,
  });
}

export function getCheckoutStatusQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['billing', 'checkout-status', sessionId],
    queryFn: ({ signal }) => getCheckoutStatus(sessionId, { signal }),
    // A failed request ends the wait (docs/product.md §P4), so it is not retried.
    retry: false,
  });
}

/**
 * Polls every 2 s until the answer settles as active or failed (docs/product.md §P4); a request
 * error stops it too. Polling ends with the component (or when `enabled` turns false).
 */
export function useCheckoutStatus(
  sessionId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getCheckoutStatusQueryOptions(sessionId),
    enabled,
    refetchInterval: (query) => {
      const { data, status } = query.state;
      if (status === 'error') return false;
      const outcome = data ? checkoutPollOutcome(data) : 'poll';
      return outcome === 'active' || outcome === 'failed' ? false : CHECKOUT_POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
  });
}
