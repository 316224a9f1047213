import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  ContentSourceOption,
  CvContent,
  CvSectionRef,
  GenerationType,
} from '@cvforge/contracts';
import { timestamps, users } from './core';
import { cvs } from './cvs';

/** What the user asked for, kept so the job (and a retry) works from the request alone. */
export interface GenerationRequest {
  /** The source CV's content when the request was made (job-specific and optimize). */
  source_content: CvContent | null;
  cv_length: number;
  matching_level: number;
  include_soft_skills: boolean;
  include_achievements: boolean;
  include_cover_letter: boolean;
  cv_sections: CvSectionRef[];
  template_id: string;
  /** brief-overview: the user's own words. */
  overview?: string;
  /** job-specific: the user's own "Why this company?" line for the cover letter. */
  why_company?: string;
  /** The source CV's parser confidence per field: doubtful values stay out of the result. */
  parse_confidence?: Record<string, number> | null;
}

/**
 * The generated-CV record (docs/decisions/014-tailored-generation.md): one row per CV made by
 * generate-from-job, brief-overview or optimize, beside its `cvs` row (type generated).
 */
export const cvGenerations = pgTable(
  'cv_generations',
  {
    cv_id: uuid('cv_id')
      .primaryKey()
      .references(() => cvs.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GenerationType>().notNull(),
    source_option: text('source_option').$type<ContentSourceOption>(),
    /** The CV the content came from; kept as a plain id (the source may be deleted later). */
    source_cv_id: uuid('source_cv_id'),
    job_title: text('job_title').notNull().default(''),
    company_name: text('company_name').notNull().default(''),
    job_description: text('job_description').notNull().default(''),
    request: jsonb('request').$type<GenerationRequest>().notNull(),
    /** 1-10, the generated CV against the job; null until generated. */
    match_score: integer('match_score'),
    generated_at: timestamp('generated_at', { withTimezone: true }),
    cover_letter_filename: text('cover_letter_filename'),
    /** The usage period the cv_generation unit was taken from, so a failure refunds that one. */
    usage_period_start: date('usage_period_start').notNull(),
    ...timestamps,
  },
  (table) => [index('cv_generations_user_idx').on(table.user_id)],
);
