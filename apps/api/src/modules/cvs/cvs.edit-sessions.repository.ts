import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { cvs } from '../../platform/db/schema';

/** The editing-session column of the CV row; every statement names the owner. */
export function createEditSessionsRepository(db: Db, sessionMinutes: number) {
  const owned = (userId: string, cvId: string) => and(eq(cvs.id, cvId), eq(cvs.user_id, userId));
  return {
    /**
     * Starts a session unless one is running, in one statement (racing saves start it once).
     * 'started': this write pays; 'running': it is covered; 'missing': no such CV of the user.
     */
    async start(userId: string, cvId: string): Promise<'started' | 'running' | 'missing'> {
      const expired = or(
        isNull(cvs.edit_session_started_at),
        lte(cvs.edit_session_started_at, sql`now() - make_interval(mins => ${sessionMinutes})`),
      );
      const [started] = await db
        .update(cvs)
        .set({ edit_session_started_at: sql`now()` })
        .where(and(owned(userId, cvId), expired))
        .returning({ id: cvs.id });
      if (started) return 'started';
      const [exists] = await db.select({ id: cvs.id }).from(cvs).where(owned(userId, cvId));
      return exists ? 'running' : 'missing';
    },

    /** A session whose unit was refused or refunded covers nothing. */
    async cancel(userId: string, cvId: string) {
      await db.update(cvs).set({ edit_session_started_at: null }).where(owned(userId, cvId));
    },
  };
}
