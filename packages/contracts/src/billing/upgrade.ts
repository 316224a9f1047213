import { z } from 'zod';
import { idSchema, isoDateTimeSchema, successResponse } from '../common';
import { billingIntervalSchema, currencySchema, planSchema, planSlugSchema } from '../plans';
import { subscriptionStatusSchema } from './subscription';

/** One side of an upgrade; price in minor units (the preview shows dollars). */
export const upgradePreviewPlanSchema = z.object({
  name: z.string(),
  price: z.number().int().nonnegative(),
  interval: billingIntervalSchema,
});
export type UpgradePreviewPlan = z.infer<typeof upgradePreviewPlanSchema>;

/** GET /subscription/upgrade-preview/{planId} (docs/product.md §P3 "Upgrade preview"). */
export const upgradePreviewSchema = z.object({
  current_plan: upgradePreviewPlanSchema,
  new_plan: upgradePreviewPlanSchema,
  message: z.string(),
  /** The new plan's full price, billed on next_billing_date (the current period's end). */
  next_billing_amount: z.number().int(),
  next_billing_date: isoDateTimeSchema,
  /** Charged now for the rest of the current period (billing_option 'immediate'); never negative. */
  proration_amount: z.number().int().nonnegative().optional(),
  currency: currencySchema.default('usd'),
});
export type UpgradePreview = z.infer<typeof upgradePreviewSchema>;
export const upgradePreviewResponseSchema = upgradePreviewSchema;
export type UpgradePreviewResponse = UpgradePreview;

/** The plan is named by its id (a slug is accepted too). */
export const upgradePreviewParamsSchema = z.object({ planId: z.string().min(1).max(64) });
export type UpgradePreviewParams = z.infer<typeof upgradePreviewParamsSchema>;

/** POST /subscription/upgrade: billing is always immediate (prorated now). */
export const upgradeBodySchema = z.object({
  new_plan_id: z.string().min(1).max(64),
  billing_option: z.literal('immediate'),
});
export type UpgradeBody = z.infer<typeof upgradeBodySchema>;
export const upgradeResponseSchema = successResponse(subscriptionStatusSchema);
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

/** GET /subscription/upgrade-options (response not shown): the plans one can move to. */
export const upgradeOptionsResponseSchema = successResponse(
  z.object({ current_plan: planSlugSchema.nullable(), options: z.array(planSchema) }),
);
export type UpgradeOptionsResponse = z.infer<typeof upgradeOptionsResponseSchema>;

/** GET /subscription/upgrade-history (response not shown). */
export const upgradeHistoryItemSchema = z.object({
  id: idSchema,
  from_plan: planSlugSchema.nullable(),
  to_plan: planSlugSchema,
  amount: z.number().int(),
  currency: currencySchema,
  created_at: isoDateTimeSchema,
});
export type UpgradeHistoryItem = z.infer<typeof upgradeHistoryItemSchema>;
export const upgradeHistoryResponseSchema = successResponse(z.array(upgradeHistoryItemSchema));
export type UpgradeHistoryResponse = z.infer<typeof upgradeHistoryResponseSchema>;
