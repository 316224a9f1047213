import {
  checkoutSessionResponseSchema,
  type CheckoutSessionBody,
  type CheckoutSessionResponse,
} from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /payments/checkout-session. Signed in, the bearer token names the buyer; signed out, the
 * e-mail does (the server answers 400 without it).
 */
export function createCheckoutSession(body: CheckoutSessionBody): Promise<CheckoutSessionResponse> {
  return apiRequest('/payments/checkout-session', {
    method: 'POST',
    body,
    schema: checkoutSessionResponseSchema,
  });
}

/** Sends the browser to the provider's hosted checkout once the session exists. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
