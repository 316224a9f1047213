import { and, eq, sql } from 'drizzle-orm';
import type { CvContent } from '@cvforge/contracts';
import type { StoredImprovement } from '@cvforge/insight/apply';
import type { Db } from '../../platform/db';
import { cvImprovements, cvs } from '../../platform/db/schema';

/** The content and improvements of a CV, read and written under one row lock. */
export interface ImprovementState {
  content: Record<string, unknown> | null;
  items: StoredImprovement[];
}

/**
 * SQL of improvements: the cv_improvements table, and the CV's content written in the same
 * transaction (docs/decisions/008-improvements.md). Every query names the owner.
 */
export function createImprovementsRepository(db: Db) {
  const ownedCv = (userId: string, id: string) => and(eq(cvs.id, id), eq(cvs.user_id, userId));

  return {
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
export type ImprovementsRepository = ReturnType<typeof createImprovementsRepository>;
