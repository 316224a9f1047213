import {
  CHECKOUT_POLL_INTERVAL_MS,
  checkoutPollOutcome,
  checkoutStatusResponseSchema,
  type CheckoutStatusResponse,
} from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** The API does not know this checkout: the one answer about it that is final. */
export function isUnknownCheckout(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

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
    // Polling is the retry: every 2 s whatever the last answer was.
    retry: false,
  });
}

/**
 * Polls every 2 s until the answer settles as active or failed (docs/product.md §P4), with no
 * time limit: a request that did not get through is asked again, only an unknown checkout (404)
 * ends it (docs/decisions/029-honest-billing.md). Polling ends with the component.
 */
export function useCheckoutStatus(
  sessionId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getCheckoutStatusQueryOptions(sessionId),
    enabled,
    refetchInterval: (query) => {
      const { data, status, error } = query.state;
      if (status === 'error' && isUnknownCheckout(error)) return false;
      const outcome = data ? checkoutPollOutcome(data) : 'poll';
      return outcome === 'active' || outcome === 'failed' ? false : CHECKOUT_POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
  });
}
