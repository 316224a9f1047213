import { and, eq, gt, sql } from 'drizzle-orm';
import type { PlanSlug, UsageType } from '@cvforge/contracts';
import type { Db } from '../../platform/db';
import { plans, usageCounters, users } from '../../platform/db/schema';

export interface CounterKey {
  userId: string;
  usageType: UsageType;
  periodStart: string;
}

const counterOf = ({ userId, usageType, periodStart }: CounterKey) =>
  and(
    eq(usageCounters.user_id, userId),
    eq(usageCounters.usage_type, usageType),
    eq(usageCounters.period_start, periodStart),
  );

export function createUsageRepository(db: Db) {
  return {
    /** The user's plan row, or null when the user has none (free); undefined for no such user. */
    async findUserPlan(userId: string) {
      const [row] = await db
        .select({ plan: plans })
        .from(users)
        .leftJoin(plans, eq(plans.id, users.plan_id))
        .where(eq(users.id, userId));
      return row && row.plan;
    },

    async findPlanBySlug(slug: PlanSlug) {
      const [plan] = await db.select().from(plans).where(eq(plans.slug, slug));
      return plan;
    },

    async countsForPeriod(userId: string, periodStart: string) {
      return db
        .select({ usageType: usageCounters.usage_type, count: usageCounters.count })
        .from(usageCounters)
        .where(and(eq(usageCounters.user_id, userId), eq(usageCounters.period_start, periodStart)));
    },

    async count(key: CounterKey): Promise<number> {
      const [row] = await db
        .select({ count: usageCounters.count })
        .from(usageCounters)
        .where(counterOf(key));
      return row?.count ?? 0;
    },

    /**
     * Adds one unit unless the counter already reached `limit`, in ONE statement: the row lock
     * taken by ON CONFLICT DO UPDATE makes concurrent callers re-check `count < limit` one
     * after another, so the last unit is granted once. Returns the new count, or undefined
     * when the limit was reached. `limit` must be at least 1 (the insert branch grants a unit).
     */
    async consumeOne(key: CounterKey, limit: number): Promise<number | undefined> {
      const [row] = await db
        .insert(usageCounters)
        .values({
          user_id: key.userId,
          usage_type: key.usageType,
          period_start: key.periodStart,
          count: 1,
        })
        .onConflictDoUpdate({
          target: [usageCounters.user_id, usageCounters.usage_type, usageCounters.period_start],
          set: { count: sql`${usageCounters.count} + 1`, updated_at: sql`now()` },
          setWhere: sql`${usageCounters.count} < ${limit}`,
        })
        .returning({ count: usageCounters.count });
      return row?.count;
    },

    /** Gives one unit back (never below zero). */
    async refundOne(key: CounterKey): Promise<void> {
      await db
        .update(usageCounters)
        .set({ count: sql`${usageCounters.count} - 1`, updated_at: sql`now()` })
        .where(and(counterOf(key), gt(usageCounters.count, 0)));
    },
  };
}
export type UsageRepository = ReturnType<typeof createUsageRepository>;
