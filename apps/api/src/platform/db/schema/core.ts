import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BillingInterval,
  Currency,
  PlanLimits,
  PlanPrice,
  PlanSlug,
} from '@cvforge/contracts';

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** docs/product.md §P3 User. E-mail is stored normalised (lower case, trimmed). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
    avatar_url: text('avatar_url'),
    /** Null means the free plan; billing sets it while a subscription is active. */
    plan_id: uuid('plan_id').references((): AnyPgColumn => plans.id, { onDelete: 'set null' }),
    last_login: timestamp('last_login', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** docs/product.md §P3 Plan, with the monthly limits per usage type. */
export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').$type<PlanSlug>().notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
  currency: text('currency').$type<Currency>().notNull().default('usd'),
  interval: text('interval').$type<BillingInterval>().notNull(),
  prices: jsonb('prices').$type<PlanPrice[]>().notNull().default([]),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  limits: jsonb('limits').$type<PlanLimits>().notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  is_active: boolean('is_active').notNull().default(true),
  ...timestamps,
});

/** Server-generated settings shared by every process (e.g. the token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
