import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PlanSlug } from '@cvforge/contracts';
import type { Db } from '../../platform/db';
import {
  billingPortalSessions,
  checkoutSessions,
  plans,
  processedBillingEvents,
  subscriptionUpgrades,
  subscriptions,
  users,
} from '../../platform/db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** Statuses that give the subscription's plan. */
export const ENTITLED_STATUSES = ['active', 'past_due'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function billingQueries(db: Db) {
  return {
    async findPlan(idOrSlug: string): Promise<PlanRow | undefined> {
      const match = UUID.test(idOrSlug)
        ? eq(plans.id, idOrSlug)
        : eq(plans.slug, idOrSlug as PlanSlug);
      const [plan] = await db.select().from(plans).where(match);
      return plan;
    },

    listActivePlans: () =>
      db.select().from(plans).where(eq(plans.is_active, true)).orderBy(asc(plans.sort_order)),

    async findUser(userId: string) {
      const [user] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return user;
    },

    async findUserIdByEmail(email: string) {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return user?.id;
    },

    async setUserPlan(userId: string, planId: string | null) {
      await db
        .update(users)
        .set({ plan_id: planId, updated_at: sql`now()` })
        .where(eq(users.id, userId));
    },

    async insertCheckoutSession(session: typeof checkoutSessions.$inferInsert) {
      await db.insert(checkoutSessions).values(session);
    },

    async findCheckoutSession(id: string) {
      const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return session;
    },

    async completeCheckoutSession(id: string, subscriptionId: string) {
      await db
        .update(checkoutSessions)
        .set({ status: 'complete', subscription_id: subscriptionId, completed_at: sql`now()` })
        .where(eq(checkoutSessions.id, id));
    },

    async findSubscription(id: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    /** The user's newest subscription, entitled ones first. */
    async latestSubscriptionOfUser(userId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.user_id, userId))
        .orderBy(
          sql`${inArray(subscriptions.status, [...ENTITLED_STATUSES])} desc`,
          desc(subscriptions.started_at),
        )
        .limit(1);
      return row;
    },

    /** An entitled subscription paid for with this e-mail (claimed or not). */
    async entitledSubscriptionOfEmail(email: string) {
      const [row] = await db
        .select({ id: subscriptions.id, plan_id: subscriptions.plan_id })
        .from(subscriptions)
        .leftJoin(users, eq(users.id, subscriptions.user_id))
        .where(
          and(
            inArray(subscriptions.status, [...ENTITLED_STATUSES]),
            or(
              sql`lower(${subscriptions.email}) = lower(${email})`,
              sql`lower(${users.email}) = lower(${email})`,
            ),
          ),
        )
        .limit(1);
      return row;
    },

    /** Locks the row until the transaction ends, so concurrent events apply one at a time. */
    async lockSubscriptionByProviderId(providerSubscriptionId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.provider_subscription_id, providerSubscriptionId))
        .for('update');
      return row;
    },

    async insertSubscription(row: NewSubscription) {
      const [inserted] = await db.insert(subscriptions).values(row).returning();
      return inserted!;
    },

    async updateSubscription(id: string, patch: Partial<NewSubscription>) {
      const [updated] = await db
        .update(subscriptions)
        .set({ ...patch, updated_at: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      return updated!;
    },

    /** False when this event id was already applied (a replay). */
    async recordEvent(event: typeof processedBillingEvents.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(processedBillingEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: processedBillingEvents.id });
      return inserted.length > 0;
    },

    /** Gives the user the subscriptions bought anonymously with their e-mail. */
    async claimByEmail(userId: string, email: string) {
      return db
        .update(subscriptions)
        .set({ user_id: userId, updated_at: sql`now()` })
        .where(
          and(isNull(subscriptions.user_id), sql`lower(${subscriptions.email}) = lower(${email})`),
        )
        .returning();
    },

    /** Subscriptions whose period or grace ended by `now` (the builtin adapter renews its own). */
    dueSubscriptions: (now: Date) =>
      db
        .select()
        .from(subscriptions)
        .where(
          or(
            and(
              eq(subscriptions.provider, 'builtin'),
              eq(subscriptions.status, 'active'),
              lte(subscriptions.current_period_end, now),
            ),
            and(eq(subscriptions.status, 'past_due'), lte(subscriptions.grace_until, now)),
          ),
        ),

    async usagePeriodOf(userId: string) {
      const [row] = await db
        .select({ period: subscriptions.usage_period_start })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.user_id, userId),
            inArray(subscriptions.status, [...ENTITLED_STATUSES]),
          ),
        )
        .orderBy(desc(subscriptions.started_at))
        .limit(1);
      return row?.period;
    },

    async insertUpgrade(row: typeof subscriptionUpgrades.$inferInsert) {
      await db.insert(subscriptionUpgrades).values(row);
    },

    listUpgrades: (userId: string) =>
      db
        .select({
          id: subscriptionUpgrades.id,
          from_plan: sql<PlanSlug | null>`(select slug from plans where id = ${subscriptionUpgrades.from_plan_id})`,
          to_plan: sql<PlanSlug>`(select slug from plans where id = ${subscriptionUpgrades.to_plan_id})`,
          amount: subscriptionUpgrades.amount,
          currency: subscriptionUpgrades.currency,
          created_at: subscriptionUpgrades.created_at,
        })
        .from(subscriptionUpgrades)
        .where(eq(subscriptionUpgrades.user_id, userId))
        .orderBy(desc(subscriptionUpgrades.created_at)),

    async insertPortalSession(row: typeof billingPortalSessions.$inferInsert) {
      await db.insert(billingPortalSessions).values(row);
    },

    async findPortalUser(id: string, now: Date) {
      const [row] = await db
        .select({ userId: billingPortalSessions.user_id })
        .from(billingPortalSessions)
        .where(
          and(eq(billingPortalSessions.id, id), sql`${billingPortalSessions.expires_at} > ${now}`),
        );
      return row?.userId;
    },
  };
}
export type BillingQueries = ReturnType<typeof billingQueries>;

export function createBillingRepository(db: Db) {
  return {
    ...billingQueries(db),
    /** Runs `work` in one transaction with the queries bound to it. */
    transaction: <T>(work: (queries: BillingQueries) => Promise<T>) =>
      db.transaction((tx) => work(billingQueries(tx))),
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
