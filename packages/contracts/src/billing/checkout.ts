import { z } from 'zod';
import { billingIntervalSchema, planSlugSchema } from '../plans';

/** Only paid plans are bought through checkout. */
export const PAID_PLAN_SLUGS = ['standard', 'premium'] as const;
export const paidPlanSlugSchema = z.enum(PAID_PLAN_SLUGS);
export type PaidPlanSlug = z.infer<typeof paidPlanSlugSchema>;

/** /checkout?plan={slug}; without plan the page redirects to /pricing. */
export const checkoutPageQuerySchema = z.object({ plan: planSlugSchema });
export type CheckoutPageQuery = z.infer<typeof checkoutPageQuerySchema>;

/**
 * POST /payments/checkout-session. email is required for anonymous visitors (the server checks
 * it when there is no bearer token); interval, not in the spec, picks weekly or monthly billing
 * and defaults to the plan's own interval.
 */
export const checkoutSessionBodySchema = z.object({
  plan_type: paidPlanSlugSchema,
  email: z.email().optional(),
  interval: billingIntervalSchema.optional(),
});
export type CheckoutSessionBody = z.infer<typeof checkoutSessionBodySchema>;

/** The browser is redirected to the provider's hosted page at url. */
export const checkoutSessionResponseSchema = z.object({
  url: z.url(),
  session_id: z.string().optional(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** GET /payments/checkout-status?session_id. */
export const checkoutStatusQuerySchema = z.object({ session_id: z.string().min(1) });
export type CheckoutStatusQuery = z.infer<typeof checkoutStatusQuerySchema>;

/** status is the session's (open, complete, expired, or other); subscription_status the subscription's. */
export const checkoutStatusResponseSchema = z.object({
  status: z.string(),
  subscription_status: z.string().nullable(),
  plan_name: z.string().nullable(),
  plan_type: planSlugSchema.nullable(),
});
export type CheckoutStatusResponse = z.infer<typeof checkoutStatusResponseSchema>;

/**
 * What /checkout/success shows; 'confirming' is a long wait, or a request that did not get
 * through, while the provider has not answered (docs/decisions/029-honest-billing.md).
 */
export const CHECKOUT_VIEW_STATES = [
  'loading',
  'pending',
  'confirming',
  'active',
  'failed',
] as const;
export type CheckoutViewState = (typeof CHECKOUT_VIEW_STATES)[number];

/**
 * One poll's outcome: active if subscription_status is active or status complete; open or
 * pending stay pending; expired fails; anything else keeps polling ('poll').
 */
export function checkoutPollOutcome(
  res: Pick<CheckoutStatusResponse, 'status' | 'subscription_status'>,
): 'active' | 'pending' | 'failed' | 'poll' {
  if (res.subscription_status === 'active' || res.status === 'complete') return 'active';
  if (res.status === 'open' || res.status === 'pending') return 'pending';
  if (res.status === 'expired') return 'failed';
  return 'poll';
}
