import { and, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { CV_VERSIONS_KEPT } from '@cvforge/contracts';
import type { Db } from '../../platform/db';
import { cvs, cvVersions } from '../../platform/db/schema';
import type { NewCvRow } from './cvs.repository';

type Content = Record<string, unknown>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The stored reasons of the fields still doubted; none left is null. */
function reasonsOf(reasons: Record<string, string> | null, doubts: Record<string, number>) {
  const kept = Object.entries(reasons ?? {}).filter(([key]) => Object.hasOwn(doubts, key));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** SQL of CV content saves and their versions. Every query names the owner. */
export function createCvContentRepository(db: Db) {
  const ownedCv = (userId: string, id: string) => and(eq(cvs.id, id), eq(cvs.user_id, userId));

  /** Keeps the newest CV_VERSIONS_KEPT versions of a CV. */
  async function prune(tx: Tx, cvId: string) {
    const kept = tx
      .select({ id: cvVersions.id })
      .from(cvVersions)
      .where(eq(cvVersions.cv_id, cvId))
      .orderBy(desc(cvVersions.created_at), desc(cvVersions.id))
      .limit(CV_VERSIONS_KEPT);
    await tx
      .delete(cvVersions)
      .where(and(eq(cvVersions.cv_id, cvId), notInArray(cvVersions.id, kept)));
  }

  return {
    async insertCv(row: NewCvRow) {
      const [inserted] = await db.transaction(async (tx) => {
        if (row.is_default) {
          await tx.update(cvs).set({ is_default: false }).where(eq(cvs.user_id, row.user_id));
        }
        return tx.insert(cvs).values(row).returning();
      });
      if (!inserted) throw new Error('the CV insert returned no row');
      return inserted;
    },

    /**
     * Replaces the content of the user's CV; the content it had becomes a version first. The
     * row is locked so two racing saves each keep the other's content as a version.
     * `doubts` replaces the parser's open doubts, and only their reasons are kept.
     * Undefined when the user owns no such CV.
     */
    saveContent: (userId: string, id: string, content: Content, doubts?: Record<string, number>) =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ content: cvs.content, reasons: cvs.parse_reasons })
          .from(cvs)
          .where(ownedCv(userId, id))
          .for('update');
        if (!current) return undefined;
        if (current.content) {
          await tx.insert(cvVersions).values({
            cv_id: id,
            user_id: userId,
            content: current.content,
            // Distinct within one transaction, unlike now(): versions sort in write order.
            created_at: sql`clock_timestamp()`,
          });
          await prune(tx, id);
        }
        const [row] = await tx
          .update(cvs)
          .set({
            content,
            ...(doubts
              ? { parse_confidence: doubts, parse_reasons: reasonsOf(current.reasons, doubts) }
              : {}),
            updated_at: sql`clock_timestamp()`,
          })
          .where(ownedCv(userId, id))
          .returning();
        return row;
      }),

    /**
     * Sets content.metadata.template_id in place: no version, and a save racing it keeps its
     * content. Undefined when the user owns no such CV or it has no content yet.
     */
    async setTemplate(userId: string, id: string, templateId: string) {
      const [row] = await db
        .update(cvs)
        .set({
          content: sql`jsonb_set(${cvs.content}, '{metadata}', coalesce(${cvs.content} -> 'metadata', '{}'::jsonb) || jsonb_build_object('template_id', ${templateId}::text))`,
          updated_at: sql`clock_timestamp()`,
        })
        .where(and(ownedCv(userId, id), isNotNull(cvs.content)))
        .returning({ id: cvs.id });
      return row;
    },

    async hasVersions(userId: string, cvId: string) {
      const [row] = await db
        .select({ id: cvVersions.id })
        .from(cvVersions)
        .where(and(eq(cvVersions.cv_id, cvId), eq(cvVersions.user_id, userId)))
        .limit(1);
      return row !== undefined;
    },

    listVersions: (userId: string, cvId: string) =>
      db
        .select()
        .from(cvVersions)
        .where(and(eq(cvVersions.cv_id, cvId), eq(cvVersions.user_id, userId)))
        .orderBy(desc(cvVersions.created_at), desc(cvVersions.id)),

    async findVersion(userId: string, cvId: string, versionId: string) {
      const [row] = await db
        .select()
        .from(cvVersions)
        .where(
          and(
            eq(cvVersions.id, versionId),
            eq(cvVersions.cv_id, cvId),
            eq(cvVersions.user_id, userId),
          ),
        );
      return row;
    },
  };
}
export type CvContentRepository = ReturnType<typeof createCvContentRepository>;
