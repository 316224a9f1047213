import {
  ATS_ANALYTICS_MESSAGES,
  CAREER_ANALYTICS_MESSAGES,
  type CvContent,
} from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';
import { AppError } from '../../http/app-error';
import type { InsightCvRow, InsightRepository } from './insight.repository';

/** The `:id` word that names the user's default CV (docs/product.md §C8 "No default CV found"). */
export const DEFAULT_CV = 'default';
export type CvRef = string;

export const STILL_PROCESSING_MESSAGE =
  'This CV is still being processed. Try again when it is ready.';
export const NOT_ANALYSABLE_MESSAGE = 'This CV could not be processed, so it cannot be analysed.';

/** Finding the user's CV the insight routes name, and refusing one not ready for them. */
export function createInsightCvs(repository: InsightRepository) {
  /** Another user's CV answers exactly like a missing one. */
  async function owned(userId: string, ref: CvRef): Promise<InsightCvRow> {
    if (ref === DEFAULT_CV) {
      const row = await repository.findDefaultCv(userId);
      if (!row) throw new AppError('CONFLICT', 409, CAREER_ANALYTICS_MESSAGES.noDefaultCv);
      return row;
    }
    const row = await repository.findOwnedCv(userId, ref);
    if (!row) throw AppError.notFound(ATS_ANALYTICS_MESSAGES.noCv);
    return row;
  }

  /** A processed CV with content, or 409 saying why not. */
  async function ready(userId: string, ref: CvRef): Promise<InsightCvRow & { content: object }> {
    const row = await owned(userId, ref);
    if (row.status === 'processing') throw new AppError('CONFLICT', 409, STILL_PROCESSING_MESSAGE);
    if (row.status !== 'processed' || !row.content)
      throw new AppError('CONFLICT', 409, NOT_ANALYSABLE_MESSAGE);
    return { ...row, content: row.content };
  }

  /** The latest report of the user's CV, or 404 saying there is none yet. */
  async function latestReport<Report>(
    userId: string,
    ref: CvRef,
    find: (userId: string, cvId: string) => Promise<{ report: Report } | undefined>,
    notFoundMessage: string,
  ): Promise<Report> {
    const cv = await owned(userId, ref);
    const row = await find(userId, cv.id);
    if (!row) throw AppError.notFound(notFoundMessage);
    return row.report;
  }

  return { owned, ready, latestReport };
}
export type InsightCvs = ReturnType<typeof createInsightCvs>;

export const contentOf = (row: { content: Record<string, unknown> | null }): CvContent | null =>
  row.content ? normaliseCvContent(row.content) : null;
