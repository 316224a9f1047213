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

/**
 * A higher plan applies at once with a prorated charge; a lower one at the period end
 * (docs/decisions/029-honest-billing.md).
 */
export const PLAN_CHANGE_KINDS = ['upgrade', 'downgrade'] as const;
export const planChangeKindSchema = z.enum(PLAN_CHANGE_KINDS);
export type PlanChangeKind = z.infer<typeof planChangeKindSchema>;

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
  /** Not in the spec: whether the change is made now or at the period end. */
  change: planChangeKindSchema.optional(),
  /** When the new plan starts: now for an upgrade, next_billing_date for a downgrade. */
  effective_date: isoDateTimeSchema.optional(),
});
export type UpgradePreview = z.infer<typeof upgradePreviewSchema>;
export const upgradePreviewResponseSchema = upgradePreviewSchema;
export type UpgradePreviewResponse = UpgradePreview;

/** The plan is named by its id (a slug is accepted too). */
export const upgradePreviewParamsSchema = z.object({ planId: z.string().min(1).max(64) });
export type UpgradePreviewParams = z.infer<typeof upgradePreviewParamsSchema>;

/**
 * POST /subscription/upgrade: billing_option stays 'immediate' as the spec has it; a lower plan
 * is scheduled for the period end whatever it says.
 */
export const upgradeBodySchema = z.object({
  new_plan_id: z.string().min(1).max(64),
  billing_option: z.literal('immediate'),
});
export type UpgradeBody = z.infer<typeof upgradeBodySchema>;
export const upgradeResponseSchema = successResponse(subscriptionStatusSchema);
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

/** DELETE /subscription/scheduled-change: the subscription, now without the scheduled change. */
export const cancelScheduledChangeResponseSchema = successResponse(subscriptionStatusSchema);
export type CancelScheduledChangeResponse = z.infer<typeof cancelScheduledChangeResponseSchema>;

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
