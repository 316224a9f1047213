import { subscriptionStatusSchema, type SubscriptionStatus } from '@cvforge/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * GET /payments/subscription-status. null when the server has no billing (404): that reads as
 * "no subscription". Accepts the status bare or in the success envelope.
 */
export async function getSubscriptionStatus({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SubscriptionStatus | null> {
  let raw: unknown;
  try {
    raw = await apiRequest('/payments/subscription-status', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const body = (raw as { success?: unknown; data?: unknown } | null)?.data ?? raw;
  return subscriptionStatusSchema.parse(body);
}
