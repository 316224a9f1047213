import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AtsAnalytics, CareerAnalyticsReport } from '@cvforge/contracts';
import type { JobTargetInput } from '@cvforge/insight';
import type { StoredImprovement } from '@cvforge/insight/apply';
import { timestamps, users } from './core';
import { cvs } from './cvs';

const cvKey = () =>
  uuid('cv_id')
    .primaryKey()
    .references(() => cvs.id, { onDelete: 'cascade' });
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The latest ATS analytics record of a CV (docs/product.md §C3); a new analysis replaces it. */
export const atsReports = pgTable('ats_reports', {
  cv_id: cvKey(),
  user_id: owner(),
  report: jsonb('report').$type<AtsAnalytics>().notNull(),
  created_at: createdAt(),
});

/** The latest career analytics report of a CV and the job it was measured against. */
export const careerReports = pgTable('career_reports', {
  cv_id: cvKey(),
  user_id: owner(),
  report: jsonb('report').$type<CareerAnalyticsReport>().notNull(),
  /** The job target the user gave (null: the CV's own role). The ATS analysis reuses it. */
  target: jsonb('target').$type<JobTargetInput>(),
  created_at: createdAt(),
});

/** A CV's generated improvements, each with how to undo it once applied (docs/decisions/008-improvements.md). */
export const cvImprovements = pgTable('cv_improvements', {
  cv_id: cvKey(),
  user_id: owner(),
  items: jsonb('items').$type<StoredImprovement[]>().notNull(),
  ...timestamps,
});
