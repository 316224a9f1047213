import { z } from 'zod';
import { usageTypeSchema } from './usage';

export const PLAN_SLUGS = ['free', 'standard', 'premium'] as const;
export const planSlugSchema = z.enum(PLAN_SLUGS);
export type PlanSlug = z.infer<typeof planSlugSchema>;

export const BILLING_INTERVALS = ['week', 'month'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

export const CURRENCIES = ['usd', 'gbp'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** A price in minor units (cents, pence) of its currency. */
export const planPriceSchema = z.object({
  interval: billingIntervalSchema,
  amount: z.number().int().nonnegative(),
  currency: currencySchema,
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** Monthly limits per usage type; advanced_template is the number of paid templates allowed (0 = Classic only). */
export const planLimitsSchema = z.record(
  z.union([usageTypeSchema, z.literal('advanced_template')]),
  z.number().int().nonnegative(),
);
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const planSchema = z.object({
  id: z.string(),
  slug: planSlugSchema,
  name: z.string(),
  description: z.string(),
  /** The headline price of the plan's own interval, in minor units. */
  price: z.number().int().nonnegative(),
  currency: currencySchema.default('usd'),
  interval: billingIntervalSchema,
  /** Every interval the plan is sold at (weekly and monthly for paid plans). */
  prices: z.array(planPriceSchema),
  features: z.array(z.string()),
  limits: planLimitsSchema,
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(planSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;
