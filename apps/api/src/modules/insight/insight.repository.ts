import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  type AtsAnalytics,
  type CareerAnalyticsReport,
  cleanStoredValue,
  type CvContent,
} from '@cvforge/contracts';
import type { JobTargetInput } from '@cvforge/insight';
import type { StoredImprovement } from '@cvforge/insight/apply';
import type { Db } from '../../platform/db';
import { atsReports, careerReports, cvImprovements, cvs } from '../../platform/db/schema';

export type InsightCvRow = typeof cvs.$inferSelect;

/** The content and improvements of a CV, read and written under one row lock. */
export interface ImprovementState {
  content: Record<string, unknown> | null;
  items: StoredImprovement[];
}

/**
 * SQL of the insight module: its three tables, and the few CV columns it reads or writes
 * (content, ats_score) — in the same transaction as its own rows, which the cvs service cannot
 * offer. Every per-user query names the owner.
 */
export function createInsightRepository(db: Db) {
  const ownedCv = (userId: string, id: string) => and(eq(cvs.id, id), eq(cvs.user_id, userId));

  return {
    async findCv(id: string) {
      const [row] = await db.select().from(cvs).where(eq(cvs.id, id));
      return row;
    },

    async findOwnedCv(userId: string, id: string) {
      const [row] = await db.select().from(cvs).where(ownedCv(userId, id));
      return row;
    },

    async findDefaultCv(userId: string) {
      const [row] = await db
        .select()
        .from(cvs)
        .where(and(eq(cvs.user_id, userId), eq(cvs.is_default, true)));
      return row;
    },

    /** The user's other processed CVs: where a missing keyword may already be written. */
    listOtherProcessed: (userId: string, cvId: string) =>
      db
        .select({ title: cvs.title, content: cvs.content })
        .from(cvs)
        .where(and(eq(cvs.user_id, userId), ne(cvs.id, cvId), eq(cvs.status, 'processed')))
        .orderBy(desc(cvs.updated_at)),

    /**
     * Replaces the CV's ATS report and sets its list score from it, together. A job's write:
     * held to the stored-text rule, like every report write here.
     */
    storeAtsReport: (cv: { id: string; user_id: string }, written: AtsAnalytics) =>
      db.transaction(async (tx) => {
        const report = cleanStoredValue(written);
        await tx
          .insert(atsReports)
          .values({ cv_id: cv.id, user_id: cv.user_id, report })
          .onConflictDoUpdate({
            target: atsReports.cv_id,
            set: { report, created_at: sql`now()` },
          });
        await tx.update(cvs).set({ ats_score: report.atsScore }).where(eq(cvs.id, cv.id));
      }),

    async storeCareerReport(
      cv: { id: string; user_id: string },
      written: CareerAnalyticsReport,
      writtenTarget: JobTargetInput | null,
    ) {
      const report = cleanStoredValue(written);
      const target = cleanStoredValue(writtenTarget);
      await db
        .insert(careerReports)
        .values({ cv_id: cv.id, user_id: cv.user_id, report, target })
        .onConflictDoUpdate({
          target: careerReports.cv_id,
          set: { report, target, created_at: sql`now()` },
        });
    },

    async findAtsReport(userId: string, cvId: string) {
      const [row] = await db
        .select()
        .from(atsReports)
        .where(and(eq(atsReports.cv_id, cvId), eq(atsReports.user_id, userId)));
      return row;
    },

    async findCareerReport(userId: string, cvId: string) {
      const [row] = await db
        .select()
        .from(careerReports)
        .where(and(eq(careerReports.cv_id, cvId), eq(careerReports.user_id, userId)));
      return row;
    },

    async findImprovements(userId: string, cvId: string) {
      const [row] = await db
        .select()
        .from(cvImprovements)
        .where(and(eq(cvImprovements.cv_id, cvId), eq(cvImprovements.user_id, userId)));
      return row?.items ?? [];
    },

    /**
     * Runs `change` on the CV's content and improvements with the CV row locked (FOR UPDATE,
     * the lock content saves take too), then writes what it returns. Two racing changes run one
     * after the other, each on what the other wrote. Undefined when the user owns no such CV;
     * an error thrown by `change` writes nothing.
     */
    changeImprovements: (
      userId: string,
      cvId: string,
      change: (state: ImprovementState) => {
        content: CvContent | null;
        items: StoredImprovement[];
      },
    ) =>
      db.transaction(async (tx) => {
        const [cv] = await tx
          .select({ content: cvs.content })
          .from(cvs)
          .where(ownedCv(userId, cvId))
          .for('update');
        if (!cv) return undefined;
        const [stored] = await tx
          .select({ items: cvImprovements.items })
          .from(cvImprovements)
          .where(eq(cvImprovements.cv_id, cvId));
        const next = change({ content: cv.content, items: stored?.items ?? [] });
        if (next.content) {
          await tx
            .update(cvs)
            .set({ content: next.content, updated_at: sql`clock_timestamp()` })
            .where(ownedCv(userId, cvId));
        }
        await tx
          .insert(cvImprovements)
          .values({ cv_id: cvId, user_id: userId, items: next.items })
          .onConflictDoUpdate({
            target: cvImprovements.cv_id,
            set: { items: next.items, updated_at: sql`clock_timestamp()` },
          });
        return next;
      }),
  };
}
export type InsightRepository = ReturnType<typeof createInsightRepository>;
