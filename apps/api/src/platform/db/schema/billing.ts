import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingInterval, Currency, PaymentMethod } from '@cvforge/contracts';
import { plans, timestamps, users } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Which adapter of the payment-provider port a row belongs to. */
export type PaymentProviderName = 'builtin' | 'stripe';
/** active and past_due give the plan; canceled is final (docs/decisions/007-billing.md). */
export type SubscriptionRowStatus = 'active' | 'past_due' | 'canceled';

/**
 * A paid plan bought through a provider. user_id is null while an anonymous buyer's e-mail has
 * no account yet; the account claims it when that e-mail signs in.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    interval: text('interval').$type<BillingInterval>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    provider_subscription_id: text('provider_subscription_id').notNull().unique(),
    provider_customer_id: text('provider_customer_id'),
    status: text('status').$type<SubscriptionRowStatus>().notNull(),
    current_period_start: at('current_period_start').notNull(),
    current_period_end: at('current_period_end').notNull(),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    /** past_due keeps the plan until then. */
    grace_until: at('grace_until'),
    /** The usage_counters period of a subscriber; moves on at renewals a month apart. */
    usage_period_start: date('usage_period_start').notNull(),
    /** The builtin adapter's card summary (Stripe keeps its own). */
    payment_method: jsonb('payment_method').$type<PaymentMethod>(),
    /** Created time of the newest provider event applied: an older event never rolls it back. */
    last_event_at: at('last_event_at').notNull(),
    started_at: at('started_at').notNull(),
    ended_at: at('ended_at'),
    refunded_at: at('refunded_at'),
    /**
     * A change to a lower plan, taken at the renewal on or after scheduled_change_at (the period
     * end when it was asked for); docs/decisions/029-honest-billing.md.
     */
    scheduled_plan_id: uuid('scheduled_plan_id').references(() => plans.id),
    scheduled_change_at: at('scheduled_change_at'),
    /** The Stripe subscription schedule carrying that change (null on the builtin adapter). */
    provider_schedule_id: text('provider_schedule_id'),
    ...timestamps,
  },
  (table) => [
    index('subscriptions_user_idx').on(table.user_id),
    index('subscriptions_unclaimed_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.user_id} is null`),
  ],
);

/** A checkout started on POST /payments/checkout-session; id is the provider's session id. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    interval: text('interval').$type<BillingInterval>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    subscription_id: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    created_at: at('created_at').notNull().defaultNow(),
    completed_at: at('completed_at'),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.user_id)],
);

/** Every provider event applied once: a replayed webhook finds its id here and changes nothing. */
export const processedBillingEvents = pgTable('processed_billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  type: text('type').notNull(),
  processed_at: at('processed_at').notNull().defaultNow(),
});

/** GET /subscription/upgrade-history. */
export const subscriptionUpgrades = pgTable(
  'subscription_upgrades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscription_id: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    from_plan_id: uuid('from_plan_id').references(() => plans.id),
    to_plan_id: uuid('to_plan_id')
      .notNull()
      .references(() => plans.id),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('subscription_upgrades_user_idx').on(table.user_id)],
);

/** The builtin customer portal is reached through one of these short-lived links. */
export const billingPortalSessions = pgTable('billing_portal_sessions', {
  id: text('id').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expires_at: at('expires_at').notNull(),
  created_at: at('created_at').notNull().defaultNow(),
});
