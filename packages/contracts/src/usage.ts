import { z } from 'zod';
import { successResponse } from './common';
import { USAGE_LIMIT_PERCENT, USAGE_WARNING_PERCENT } from './constants';
import { ADVANCED_TEMPLATE_LIMIT_FALLBACK } from './cv/constants';

export const USAGE_TYPES = ['cv_generation', 'cv_upload', 'cv_edit_limit'] as const;
export const usageTypeSchema = z.enum(USAGE_TYPES);
export type UsageType = z.infer<typeof usageTypeSchema>;

export const usageTypeParamsSchema = z.object({ usageType: usageTypeSchema });
export type UsageTypeParams = z.infer<typeof usageTypeParamsSchema>;

const count = z.number().int().nonnegative();

/** Monthly limits per usage type, plus advanced_template (paid templates allowed; 0 = Classic only). */
export const usageLimitsSchema = z.object({
  cv_generation: count,
  cv_upload: count,
  cv_edit_limit: count,
  advanced_template: count.optional(),
});
export type UsageLimits = z.infer<typeof usageLimitsSchema>;

export const usageCountsSchema = z.object({
  cv_generation: count,
  cv_upload: count,
  cv_edit_limit: count,
});
export type UsageCounts = z.infer<typeof usageCountsSchema>;

export const usagePermissionsSchema = z.object({
  cv_generation: z.boolean(),
  cv_upload: z.boolean(),
  cv_edit_limit: z.boolean(),
});
export type UsagePermissions = z.infer<typeof usagePermissionsSchema>;

/** GET /user-usage/info (docs/product.md §P3 "Usage info"). */
export const usageInfoSchema = z.object({
  plan: z.object({ id: z.string().optional(), name: z.string(), slug: z.string().optional() }),
  limits: usageLimitsSchema,
  usage: usageCountsSchema,
  can_perform_action: usagePermissionsSchema,
  is_free_user: z.boolean(),
});
export type UsageInfo = z.infer<typeof usageInfoSchema>;
/** The answer wraps the info in the success envelope, like every other read of the API. */
export const usageInfoResponseSchema = successResponse(usageInfoSchema);
export type UsageInfoResponse = z.infer<typeof usageInfoResponseSchema>;

/** GET /user-usage/check-action/{usageType}. */
export const checkActionResponseSchema = z.object({
  can_perform: z.boolean(),
  usage_type: usageTypeSchema,
  current_usage: count,
  limit: count,
});
export type CheckActionResponse = z.infer<typeof checkActionResponseSchema>;

export const USAGE_LIMIT_DEFAULT_MESSAGE = 'Usage limit exceeded';

/**
 * Usage limit info (shown when a limit is exceeded). Parsing fills the spec's defaults for a
 * response that lacks values: usage_type cv_generation, usage 0, limit 0, 'Usage limit exceeded'.
 * upgrade_url has no default in the spec; it falls back to /pricing, where every upgrade action goes.
 */
export const usageLimitInfoSchema = z.object({
  usage_type: usageTypeSchema.default('cv_generation'),
  current_usage: count.default(0),
  limit: count.default(0),
  message: z.string().default(USAGE_LIMIT_DEFAULT_MESSAGE),
  upgrade_url: z.string().default('/pricing'),
});
export type UsageLimitInfo = z.infer<typeof usageLimitInfoSchema>;

/** The `detail` of a LIMIT_EXCEEDED error (docs/decisions/003-usage-limits-and-live-events.md). */
export const limitExceededDetailSchema = usageLimitInfoSchema.extend({
  limit_exceeded: z.literal(true),
});
export type LimitExceededDetail = z.infer<typeof limitExceededDetailSchema>;

/** Used share of a limit in percent, capped at 100 (a limit of 0 counts as full). */
export function usagePercent(current: number, limit: number): number {
  if (limit <= 0) return USAGE_LIMIT_PERCENT;
  return Math.min(USAGE_LIMIT_PERCENT, (current / limit) * 100);
}

export type UsageLevel = 'ok' | 'near_limit' | 'at_limit';
/** Near limit from 80 %, at limit from 100 %. */
export function usageLevel(current: number, limit: number): UsageLevel {
  const percent = usagePercent(current, limit);
  if (percent >= USAGE_LIMIT_PERCENT) return 'at_limit';
  if (percent >= USAGE_WARNING_PERCENT) return 'near_limit';
  return 'ok';
}

/** Paid templates allowed; 1 is assumed when the server did not say. */
export function advancedTemplateLimit(info: Pick<UsageInfo, 'limits'> | null | undefined): number {
  return info?.limits.advanced_template ?? ADVANCED_TEMPLATE_LIMIT_FALLBACK;
}
