import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  type AtsAnalytics,
  type CareerAnalyticsReport,
  cleanStoredValue,
} from '@cvforge/contracts';
import type { JobTargetInput } from '@cvforge/insight';
import type { Db } from '../../platform/db';
import { atsReports, careerReports, cvs } from '../../platform/db/schema';

export type InsightCvRow = typeof cvs.$inferSelect;

/**
 * SQL of the two analyses (ats-analytics, career-analytics): their report tables, and the CV
 * columns they read or write (ats_score in the same transaction as the ATS report, which the
 * cvs service cannot offer). Every per-user query names the owner.
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
  };
}
export type InsightRepository = ReturnType<typeof createInsightRepository>;
