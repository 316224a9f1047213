import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UsageType } from '@cvforge/contracts';
import { users } from './core';

/**
 * One row per user, usage type and period. Consuming is a single conditional upsert
 * (`count < limit`), so two requests racing for the last unit can never both pass.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usage_type: text('usage_type').$type<UsageType>().notNull(),
    period_start: date('period_start').notNull(),
    count: integer('count').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.usage_type, table.period_start] })],
);

/** docs/product.md §P3 Notification (server). `event_id` deduplicates live events. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event_id: uuid('event_id').notNull().unique(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    is_read: boolean('is_read').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.user_id, sql`${table.created_at} desc`),
  ],
);

/**
 * Attempt counters of the rate limits (http/rate-limit-store.ts), one row per limit and key,
 * shared by every API process: N processes allow the budget once, not N times.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_expires_at_idx').on(table.expires_at)],
);
