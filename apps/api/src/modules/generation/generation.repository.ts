import { and, eq, lt, sql } from 'drizzle-orm';
import { cleanStoredValue, type CvContent } from '@cvforge/contracts';
import type { Db } from '../../platform/db';
import { cvGenerations, cvs } from '../../platform/db/schema';

export type GenerationRow = typeof cvGenerations.$inferSelect;
type NewGeneration = Omit<typeof cvGenerations.$inferInsert, 'cv_id' | 'user_id'>;
type CvRow = typeof cvs.$inferSelect;

export interface GeneratedOutcome {
  content: CvContent;
  matchScore: number | null;
  fileName: string;
  fileSize: number;
  coverLetterFileName: string | null;
}

/**
 * SQL of generation: the placeholder CV and its generation row, written together, and the job's
 * outcome. Every per-user read names the owner.
 */
export function createGenerationRepository(db: Db) {
  const ownedCv = (userId: string, id: string) => and(eq(cvs.id, id), eq(cvs.user_id, userId));

  return {
    async findOwnedCv(userId: string, id: string): Promise<CvRow | undefined> {
      const [row] = await db.select().from(cvs).where(ownedCv(userId, id));
      return row;
    },

    async findDefaultCv(userId: string): Promise<CvRow | undefined> {
      const [row] = await db
        .select()
        .from(cvs)
        .where(and(eq(cvs.user_id, userId), eq(cvs.is_default, true)));
      return row;
    },

    /** The user's other processed CVs: evidence the engine may draw on, never copy blindly. */
    listOtherProcessed: (userId: string, exceptIds: string[]) =>
      db
        .select({ id: cvs.id, title: cvs.title, content: cvs.content })
        .from(cvs)
        .where(and(eq(cvs.user_id, userId), eq(cvs.status, 'processed')))
        .then((rows) => rows.filter((row) => !exceptIds.includes(row.id))),

    /** The processing CV (type generated) and what it was asked to be, in one transaction. */
    insertPlaceholder: (userId: string, title: string, generation: NewGeneration) =>
      db.transaction(async (tx) => {
        const [cv] = await tx
          .insert(cvs)
          .values({ user_id: userId, title, status: 'processing', type: 'generated' })
          .returning();
        if (!cv) throw new Error('the generated CV insert returned no row');
        await tx
          .insert(cvGenerations)
          .values(cleanStoredValue({ ...generation, cv_id: cv.id, user_id: userId }));
        return cv;
      }),

    async findGeneration(cvId: string) {
      const [row] = await db
        .select({ generation: cvGenerations, cv: cvs })
        .from(cvGenerations)
        .innerJoin(cvs, eq(cvs.id, cvGenerations.cv_id))
        .where(eq(cvGenerations.cv_id, cvId));
      return row;
    },

    async findRecord(cvId: string) {
      const [row] = await db
        .select({ generation: cvGenerations, file_name: cvs.file_name })
        .from(cvGenerations)
        .innerJoin(cvs, eq(cvs.id, cvGenerations.cv_id))
        .where(eq(cvGenerations.cv_id, cvId));
      return row;
    },

    /** Stores the generated CV, only while it is still processing (a late retry is a no-op). */
    finishGenerated: (cvId: string, outcome: GeneratedOutcome) =>
      db.transaction(async (tx) => {
        const [cv] = await tx
          .update(cvs)
          .set({
            status: 'processed',
            content: cleanStoredValue(outcome.content),
            file_name: cleanStoredValue(outcome.fileName),
            file_size: outcome.fileSize,
            file_type: 'application/pdf',
            updated_at: sql`now()`,
          })
          .where(and(eq(cvs.id, cvId), eq(cvs.status, 'processing')))
          .returning();
        if (!cv) return undefined;
        await tx
          .update(cvGenerations)
          .set({
            match_score: outcome.matchScore,
            generated_at: sql`now()`,
            cover_letter_filename: cleanStoredValue(outcome.coverLetterFileName),
            updated_at: sql`now()`,
          })
          .where(eq(cvGenerations.cv_id, cvId));
        return cv;
      }),

    /** Ends the CV failed; undefined when it was no longer processing (so refund only once). */
    async fail(cvId: string, reason: string) {
      const [row] = await db
        .update(cvs)
        .set({ status: 'failed', failure_reason: reason, updated_at: sql`now()` })
        .where(and(eq(cvs.id, cvId), eq(cvs.status, 'processing'), eq(cvs.type, 'generated')))
        .returning();
      return row;
    },

    /** Generated CVs still processing, all of them or those unchanged for over `minutes`. */
    async listProcessing(olderThanMinutes?: number) {
      const rows = await db
        .select({ id: cvs.id })
        .from(cvs)
        .innerJoin(cvGenerations, eq(cvGenerations.cv_id, cvs.id))
        .where(
          and(
            eq(cvs.status, 'processing'),
            olderThanMinutes === undefined
              ? undefined
              : lt(cvs.updated_at, sql`now() - make_interval(secs => ${olderThanMinutes * 60})`),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}
export type GenerationRepository = ReturnType<typeof createGenerationRepository>;
