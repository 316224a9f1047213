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

export type PlanSeed = Omit<Plan, 'id'>;

/**
 * The three plans of docs/product.md §P1/§P9: what the API seeds its database with
 * (apps/api/src/platform/db/seed.ts) and the plan cards the web build prerenders
 * (apps/web/scripts/prerender.mjs). Prices are in minor units; sort_order 1 is the
 * trial-style weekly tier, sort_order 2 the popular monthly tier ("Pro plan at 12 dollars a month").
 * In every interval the price rises with sort_order (plans.seed.test.ts), and the features name
 * only what the plan gates: limits, the advanced templates and the improve button
 * (docs/decisions/029-honest-billing.md).
 */
export const PLAN_SEEDS: PlanSeed[] = [
  {
    slug: 'free',
    name: 'Free',
    description: 'Everything you need to try cvforge on one job application.',
    price: 0,
    currency: 'usd',
    interval: 'month',
    prices: [{ interval: 'month', amount: 0, currency: 'usd' }],
    features: [
      '3 CV uploads per month',
      '3 tailored CV generations per month',
      '10 CV edits per month',
      'Classic template',
    ],
    limits: { cv_generation: 3, cv_upload: 3, cv_edit_limit: 10, advanced_template: 0 },
    sort_order: 0,
    is_active: true,
  },
  {
    slug: 'standard',
    name: 'Standard',
    description: 'A focused week of applications, with every template.',
    price: 499,
    currency: 'usd',
    interval: 'week',
    prices: [
      { interval: 'week', amount: 499, currency: 'usd' },
      { interval: 'month', amount: 999, currency: 'usd' },
    ],
    features: [
      '20 CV uploads per month',
      '20 tailored CV generations per month',
      '100 CV edits per month',
      'Modern and Creative templates',
      'AI improvements (Improve CV)',
    ],
    limits: { cv_generation: 20, cv_upload: 20, cv_edit_limit: 100, advanced_template: 1 },
    sort_order: 1,
    is_active: true,
  },
  {
    slug: 'premium',
    name: 'Pro',
    description: 'For a serious job search: the highest monthly limits.',
    price: 1200,
    currency: 'usd',
    interval: 'month',
    prices: [
      { interval: 'week', amount: 699, currency: 'usd' },
      { interval: 'month', amount: 1200, currency: 'usd' },
    ],
    features: [
      '100 CV uploads per month',
      '100 tailored CV generations per month',
      '1,000 CV edits per month',
      'Modern and Creative templates',
      'AI improvements (Improve CV)',
    ],
    limits: { cv_generation: 100, cv_upload: 100, cv_edit_limit: 1000, advanced_template: 2 },
    sort_order: 2,
    is_active: true,
  },
];
