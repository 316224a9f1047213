import { and, count, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { cleanStoredValue, type SourceBox } from '@cvforge/contracts';
import type { Db } from '../../platform/db';
import { cvs, type ParseStats } from '../../platform/db/schema';

export type CvRow = typeof cvs.$inferSelect;
export type NewCvRow = typeof cvs.$inferInsert;
export type CvOutcome =
  | {
      status: 'processed';
      content: Record<string, unknown>;
      confidence: Record<string, number>;
      /** Why a value was doubted, keyed like `confidence`. */
      reasons: Record<string, string>;
      /** Names and titles as printed in capitals, keyed like `confidence`. */
      printed: Record<string, string>;
      /** Where each value was printed, keyed like `confidence`. */
      sources: Record<string, SourceBox>;
      stats: ParseStats;
      atsScore: number | null;
    }
  | { status: 'failed'; reason: string };

/** SQL of the CV library. Every per-user query names the owner: another user's id finds nothing. */
export function createCvsRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(cvs.id, id), eq(cvs.user_id, userId));

  return {
    async listPage(userId: string, { page, size }: { page: number; size: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(cvs)
          .where(eq(cvs.user_id, userId))
          .orderBy(desc(cvs.updated_at), desc(cvs.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ value: count() }).from(cvs).where(eq(cvs.user_id, userId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** For the picker: failed CVs are of no use as a source, so they are left out. */
    listUsable: (userId: string) =>
      db
        .select()
        .from(cvs)
        .where(and(eq(cvs.user_id, userId), ne(cvs.status, 'failed')))
        .orderBy(desc(cvs.updated_at)),

    async findOwned(userId: string, id: string) {
      const [row] = await db.select().from(cvs).where(owned(userId, id));
      return row;
    },

    async findById(id: string) {
      const [row] = await db.select().from(cvs).where(eq(cvs.id, id));
      return row;
    },

    // Uploads only: a generated CV processing is its generation job's (modules/generation).
    listProcessingIds: async () =>
      (
        await db
          .select({ id: cvs.id })
          .from(cvs)
          .where(and(eq(cvs.status, 'processing'), eq(cvs.type, 'uploaded')))
      ).map((row) => row.id),

    /** CVs still processing whose last change is more than `minutes` old (by the database clock). */
    listProcessingOlderThan: async (minutes: number) =>
      (
        await db
          .select({ id: cvs.id })
          .from(cvs)
          .where(
            and(
              eq(cvs.status, 'processing'),
              eq(cvs.type, 'uploaded'),
              lt(cvs.updated_at, sql`now() - make_interval(secs => ${minutes * 60})`),
            ),
          )
      ).map((row) => row.id),

    /**
     * Inserts an upload stamped with the database clock (as the new default it first unsets the
     * old one) unless `duplicateWithinSeconds` is given and the user stored the same file
     * (content_sha256) within it: then that earlier CV is answered instead. Check and insert hold
     * a per-user transaction lock, so of two identical uploads at once the second sees the first
     * (docs/decisions/028-uploads-counted-once.md).
     */
    insertUpload: (
      row: NewCvRow & { content_sha256: string },
      duplicateWithinSeconds: number | null,
    ): Promise<{ inserted: CvRow } | { duplicate: CvRow }> =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${row.user_id}, 0))`);
        if (duplicateWithinSeconds !== null) {
          const [duplicate] = await tx
            .select()
            .from(cvs)
            .where(
              and(
                eq(cvs.user_id, row.user_id),
                eq(cvs.content_sha256, row.content_sha256),
                gt(cvs.uploaded_at, sql`now() - make_interval(secs => ${duplicateWithinSeconds})`),
              ),
            )
            .orderBy(desc(cvs.uploaded_at))
            .limit(1);
          if (duplicate) return { duplicate };
        }
        if (row.is_default) {
          await tx.update(cvs).set({ is_default: false }).where(eq(cvs.user_id, row.user_id));
        }
        const [inserted] = await tx
          .insert(cvs)
          .values({ ...row, uploaded_at: sql`now()` })
          .returning();
        if (!inserted) throw new Error('the CV insert returned no row');
        return { inserted };
      }),

    /** This user's uploads still processing or uploaded within `minutes`, newest first. */
    listRecentUploads: (userId: string, minutes: number) =>
      db
        .select()
        .from(cvs)
        .where(
          and(
            eq(cvs.user_id, userId),
            eq(cvs.type, 'uploaded'),
            or(
              eq(cvs.status, 'processing'),
              gt(cvs.uploaded_at, sql`now() - make_interval(secs => ${minutes * 60})`),
            ),
          ),
        )
        .orderBy(desc(cvs.uploaded_at), desc(cvs.id))
        .limit(20),

    /** Moves the default to this CV; false when the user owns no such CV. */
    setDefault: (userId: string, id: string) =>
      db.transaction(async (tx) => {
        const [target] = await tx.select({ id: cvs.id }).from(cvs).where(owned(userId, id));
        if (!target) return false;
        await tx
          .update(cvs)
          .set({ is_default: false })
          .where(and(eq(cvs.user_id, userId), eq(cvs.is_default, true), ne(cvs.id, id)));
        await tx
          .update(cvs)
          .set({ is_default: true, updated_at: new Date() })
          .where(owned(userId, id));
        return true;
      }),

    /** Every stored file key of the user's CVs (account deletion removes them). */
    async storageKeysOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ key: cvs.storage_key })
        .from(cvs)
        .where(eq(cvs.user_id, userId));
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    async deleteOwned(userId: string, id: string) {
      const [row] = await db.delete(cvs).where(owned(userId, id)).returning();
      return row;
    },

    /**
     * Records the parse outcome only while the CV is still processing (a retry is a no-op). What a
     * job writes is held to the stored-text rule, so no character can make the write fail.
     */
    async finishProcessing(id: string, outcome: CvOutcome) {
      const values =
        outcome.status === 'processed'
          ? {
              status: outcome.status,
              content: cleanStoredValue(outcome.content),
              parse_confidence: cleanStoredValue(outcome.confidence),
              parse_reasons: cleanStoredValue(outcome.reasons),
              parse_printed: cleanStoredValue(outcome.printed),
              parse_sources: outcome.sources,
              parse_stats: cleanStoredValue(outcome.stats),
              ats_score: outcome.atsScore,
            }
          : { status: outcome.status, failure_reason: cleanStoredValue(outcome.reason) };
      const [row] = await db
        .update(cvs)
        .set({ ...values, updated_at: sql`now()` })
        .where(and(eq(cvs.id, id), eq(cvs.status, 'processing')))
        .returning();
      return row;
    },
  };
}
export type CvsRepository = ReturnType<typeof createCvsRepository>;
