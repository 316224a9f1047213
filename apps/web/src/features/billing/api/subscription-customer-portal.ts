import { customerPortalResponseSchema } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /payments/customer-portal: the provider's billing page (card, invoices, 14-day refund). */
export async function createCustomerPortalSession(): Promise<string> {
  const { url } = await apiRequest('/payments/customer-portal', {
    method: 'POST',
    schema: customerPortalResponseSchema,
  });
  return url;
}

/** Sends the browser to the portal once its session exists. */
export function useCustomerPortal() {
  return useMutation({
    mutationFn: createCustomerPortalSession,
    onSuccess: (url) => window.location.assign(url),
  });
}
