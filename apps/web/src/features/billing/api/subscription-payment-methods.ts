import { paymentMethodsResponseSchema, type PaymentMethod } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /payments/payment-methods: the subscriber's saved cards. */
export async function getPaymentMethods({ signal }: { signal?: AbortSignal } = {}): Promise<
  PaymentMethod[]
> {
  const response = await apiRequest('/payments/payment-methods', {
    schema: paymentMethodsResponseSchema,
    signal,
  });
  return response.payment_methods;
}

export function getPaymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'payment-methods'],
    queryFn: ({ signal }) => getPaymentMethods({ signal }),
  });
}

export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPaymentMethodsQueryOptions(), enabled });
}
