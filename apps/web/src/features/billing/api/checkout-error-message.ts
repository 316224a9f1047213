import { ApiError } from '@/lib/api-error';
import { defaultMessageForStatus } from '@/lib/error-messages';

/**
 * Billing failures show the server's own message (its detail), falling back to the flow's message
 * (docs/product.md §P8) when the server gave none or there was no response.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  const hasServerMessage =
    error instanceof ApiError &&
    error.status > 0 &&
    error.message !== defaultMessageForStatus(error.status);
  return hasServerMessage ? error.message : fallback;
}
