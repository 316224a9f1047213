import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CvStatus, CvType, SourceBox } from '@cvforge/contracts';
import type { PdfEvidence } from '@cvforge/insight';
import { timestamps, users } from './core';

/**
 * What the parser saw of an uploaded PDF (jsonb). `ocr`: the PDF had no text layer and was read
 * by OCR (absent on CVs parsed before OCR existed, which were all read from their text layer).
 */
export type ParseStats = Omit<PdfEvidence, 'source'> & { ocr?: boolean };

/** docs/product.md §C3 "CV (list item)": an uploaded or generated CV and, once parsed, its content. */
export const cvs = pgTable(
  'cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    file_name: text('file_name'),
    file_size: integer('file_size').notNull().default(0),
    file_type: text('file_type'),
    /** Server-generated file-store key; never built from user input. */
    storage_key: text('storage_key'),
    status: text('status')
      .$type<Extract<CvStatus, 'processing' | 'processed' | 'failed'>>()
      .notNull(),
    type: text('type').$type<CvType>().notNull().default('uploaded'),
    is_default: boolean('is_default').notNull().default(false),
    ats_score: real('ats_score'),
    content: jsonb('content').$type<Record<string, unknown>>(),
    /** Per-field parser confidence (0–1), kept beside the content so the editor can flag doubts. */
    parse_confidence: jsonb('parse_confidence').$type<Record<string, number>>(),
    /** Why a value was doubted, keyed like parse_confidence (docs/decisions/036-parser-doubts.md). */
    parse_reasons: jsonb('parse_reasons').$type<Record<string, string>>(),
    /** Names and titles printed in capitals, as printed, keyed like parse_confidence (docs/decisions/037-normal-case.md). */
    parse_printed: jsonb('parse_printed').$type<Record<string, string>>(),
    /** Where each value was printed in the uploaded PDF, keyed like parse_confidence (docs/decisions/038-source-regions.md). */
    parse_sources: jsonb('parse_sources').$type<Record<string, SourceBox>>(),
    /** What the parser saw in the uploaded PDF (pages, text runs, columns, headings): ATS evidence. */
    parse_stats: jsonb('parse_stats').$type<ParseStats>(),
    /** Why parsing failed, in words a person understands. */
    failure_reason: text('failure_reason'),
    uploaded_at: timestamp('uploaded_at', { withTimezone: true }),
    /** When the editing session that took this CV's last cv_edit_limit unit began (decision 015). */
    edit_session_started_at: timestamp('edit_session_started_at', { withTimezone: true }),
    /** SHA-256 (hex) of the uploaded file's bytes: the same file sent again is recognised (decision 028). */
    content_sha256: text('content_sha256'),
    /** The usage period whose cv_upload unit this upload took, refunded there if the file is unreadable. */
    upload_period_start: date('upload_period_start'),
    ...timestamps,
  },
  (table) => [
    index('cvs_user_updated_idx').on(table.user_id, sql`${table.updated_at} desc`),
    index('cvs_user_content_sha256_idx').on(table.user_id, table.content_sha256),
    // At most one default CV per user, enforced by the database rather than by the service.
    uniqueIndex('cvs_one_default_per_user_idx')
      .on(table.user_id)
      .where(sql`${table.is_default}`),
  ],
);
