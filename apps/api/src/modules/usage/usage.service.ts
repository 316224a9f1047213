import {
  type CheckActionResponse,
  type LimitExceededDetail,
  type PlanSlug,
  limitExceededMessage,
  type UsageCounts,
  type UsageInfo,
  type UsageLimits,
  type UsageType,
} from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import { calendarMonthPeriod, type UsagePeriodResolver } from './usage-period';
import type { UsageRepository } from './usage.repository';

const FREE_PLAN_SLUG: PlanSlug = 'free';
const UPGRADE_URL = '/pricing';

/** What a consume took, so work that fails afterwards can refund the same period. */
export interface UsageReceipt {
  usageType: UsageType;
  periodStart: string;
  currentUsage: number;
  limit: number;
}

export function limitExceededError(usageType: UsageType, currentUsage: number, limit: number) {
  const message = limitExceededMessage(usageType, currentUsage, limit);
  const detail: LimitExceededDetail = {
    limit_exceeded: true,
    usage_type: usageType,
    current_usage: currentUsage,
    limit,
    message,
    upgrade_url: UPGRADE_URL,
  };
  // WARNING: 402, not 403 — the web client logs the user out on 403 (docs/product.md §P8).
  return new AppError('LIMIT_EXCEEDED', 402, message, detail);
}

export function createUsageService({
  repository,
  resolvePeriod = calendarMonthPeriod,
  now = () => new Date(),
}: {
  repository: UsageRepository;
  resolvePeriod?: UsagePeriodResolver;
  now?: () => Date;
}) {
  async function planOf(userId: string) {
    const plan = await repository.findUserPlan(userId);
    if (plan === undefined)
      throw new AppError('UNAUTHORIZED', 401, 'This account no longer exists');
    const effective = plan ?? (await repository.findPlanBySlug(FREE_PLAN_SLUG));
    if (!effective) throw new Error('the free plan is missing; the database was not seeded');
    const limits: UsageLimits = {
      cv_generation: effective.limits.cv_generation ?? 0,
      cv_upload: effective.limits.cv_upload ?? 0,
      cv_edit_limit: effective.limits.cv_edit_limit ?? 0,
      advanced_template: effective.limits.advanced_template ?? 0,
    };
    return { plan: effective, limits };
  }

  async function counterFor(userId: string, usageType: UsageType) {
    const periodStart = await resolvePeriod(userId, now());
    return { userId, usageType, periodStart };
  }

  async function checkAction(userId: string, usageType: UsageType): Promise<CheckActionResponse> {
    const { limits } = await planOf(userId);
    const currentUsage = await repository.count(await counterFor(userId, usageType));
    const limit = limits[usageType];
    return {
      can_perform: currentUsage < limit,
      usage_type: usageType,
      current_usage: currentUsage,
      limit,
    };
  }

  return {
    async getUsageInfo(userId: string): Promise<UsageInfo> {
      const { plan, limits } = await planOf(userId);
      const periodStart = await resolvePeriod(userId, now());
      const rows = await repository.countsForPeriod(userId, periodStart);
      const usage: UsageCounts = { cv_generation: 0, cv_upload: 0, cv_edit_limit: 0 };
      for (const row of rows) usage[row.usageType] = row.count;
      const canPerform = (type: UsageType) => usage[type] < limits[type];
      return {
        plan: { id: plan.id, slug: plan.slug, name: plan.name },
        limits,
        usage,
        can_perform_action: {
          cv_generation: canPerform('cv_generation'),
          cv_upload: canPerform('cv_upload'),
          cv_edit_limit: canPerform('cv_edit_limit'),
        },
        is_free_user: plan.slug === FREE_PLAN_SLUG,
      };
    },

    checkAction,

    async canPerform(userId: string, usageType: UsageType): Promise<boolean> {
      return (await checkAction(userId, usageType)).can_perform;
    },

    /** Takes one unit of this month's allowance, or throws LIMIT_EXCEEDED (402). */
    async consume(userId: string, usageType: UsageType): Promise<UsageReceipt> {
      const { limits } = await planOf(userId);
      const limit = limits[usageType];
      const counter = await counterFor(userId, usageType);
      const counted = limit > 0 ? await repository.consumeOne(counter, limit) : undefined;
      if (counted === undefined) {
        throw limitExceededError(usageType, await repository.count(counter), limit);
      }
      return { usageType, periodStart: counter.periodStart, currentUsage: counted, limit };
    },

    /** Gives back a unit taken by `consume` when the work it paid for failed. */
    async refund(
      userId: string,
      usageType: UsageType,
      receipt?: Pick<UsageReceipt, 'periodStart'>,
    ) {
      const periodStart = receipt?.periodStart ?? (await resolvePeriod(userId, now()));
      await repository.refundOne({ userId, usageType, periodStart });
    },
  };
}
export type UsageService = ReturnType<typeof createUsageService>;
