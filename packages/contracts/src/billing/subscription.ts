import { z } from 'zod';
import { isoDateTimeSchema, okResponseSchema } from '../common';
import { SUBSCRIPTION_EXPIRING_DAYS } from '../constants';
import { planSlugSchema } from '../plans';

/** Badge statuses with their own look; any other value is shown as given (or 'Unknown' when empty). */
export const KNOWN_SUBSCRIPTION_STATUSES = ['active', 'canceled', 'past_due'] as const;
export const subscriptionStatusValueSchema = z.union([
  z.enum(KNOWN_SUBSCRIPTION_STATUSES),
  z.string().min(1),
]);
export type SubscriptionStatusValue = (typeof KNOWN_SUBSCRIPTION_STATUSES)[number] | (string & {});
export const SUBSCRIPTION_STATUS_UNKNOWN_LABEL = 'Unknown';

/** A change to a lower plan, taken at the period end (docs/decisions/029-honest-billing.md). */
export const scheduledPlanChangeSchema = z.object({
  plan_type: planSlugSchema,
  plan_name: z.string(),
  effective_at: isoDateTimeSchema,
});
export type ScheduledPlanChange = z.infer<typeof scheduledPlanChangeSchema>;

/** GET /payments/subscription-status (docs/product.md §P3 "Subscription status"). */
export const subscriptionStatusSchema = z.object({
  has_subscription: z.boolean(),
  status: subscriptionStatusValueSchema.nullable(),
  plan_type: planSlugSchema.nullable(),
  current_period_end: isoDateTimeSchema.nullable(),
  cancel_at_period_end: z.boolean(),
  /** Set while past_due: the plan is kept until then (not in the spec's list of fields). */
  grace_period_end: isoDateTimeSchema.nullable().optional(),
  /** A change to a lower plan waiting for the period end (not in the spec's list of fields). */
  scheduled_change: scheduledPlanChangeSchema.nullable().optional(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export const subscriptionStatusResponseSchema = subscriptionStatusSchema;
export type SubscriptionStatusResponse = SubscriptionStatus;

/** The header badge shows the plan name in upper case, or this label when it has none. */
export const PLAN_BADGE_FALLBACK_LABEL = 'Premium';

/** The client's view of it. */
export const subscriptionViewSchema = z.object({
  hasActiveSubscription: z.boolean(),
  currentPlanName: z.string(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** Expiring when the period ends in 7 days or fewer. */
export function isSubscriptionExpiring(periodEnd: string | null, nowMs: number = Date.now()) {
  if (!periodEnd) return false;
  const daysLeft = (Date.parse(periodEnd) - nowMs) / 86_400_000;
  return daysLeft <= SUBSCRIPTION_EXPIRING_DAYS;
}

/**
 * POST /payments/cancel-subscription?cancel_immediately. Default false (cancel at period end);
 * true only when cancelling while already set to cancel at period end.
 */
export const cancelSubscriptionQuerySchema = z.object({
  cancel_immediately: z.union([z.boolean(), z.stringbool()]).default(false),
});
export type CancelSubscriptionQuery = z.infer<typeof cancelSubscriptionQuerySchema>;
export const cancelSubscriptionResponseSchema = okResponseSchema;
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/** POST /payments/reactivate-subscription: no payload. */
export const reactivateSubscriptionResponseSchema = okResponseSchema;
export type ReactivateSubscriptionResponse = z.infer<typeof reactivateSubscriptionResponseSchema>;

/** POST /payments/customer-portal: the browser is sent to url. */
export const customerPortalResponseSchema = z.object({ url: z.url() });
export type CustomerPortalResponse = z.infer<typeof customerPortalResponseSchema>;

/** One saved payment method (item fields are not shown in the spec: a card summary). */
export const paymentMethodSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  exp_month: z.number().int().min(1).max(12).nullable(),
  exp_year: z.number().int().nullable(),
  is_default: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /payments/payment-methods. */
export const paymentMethodsResponseSchema = z.object({
  payment_methods: z.array(paymentMethodSchema),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;
