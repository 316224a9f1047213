import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { refreshTokens } from '../../platform/db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
type NewRefreshToken = typeof refreshTokens.$inferInsert;

/** SQL on refresh_tokens: one row per issued token, grouped by family (one sign-in session). */
export function createSessionsRepository(db: Db) {
  return {
    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, tokenHash));
      return row;
    },

    async insert(token: NewRefreshToken) {
      await db.insert(refreshTokens).values(token);
    },

    /**
     * Marks `current` rotated and stores its successor in one transaction. The guard on
     * rotated_at makes a second, concurrent use of the same token lose: it gets false.
     */
    async rotate(currentId: string, successor: NewRefreshToken): Promise<boolean> {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(refreshTokens)
          .set({ rotated_at: sql`now()` })
          .where(
            and(
              eq(refreshTokens.id, currentId),
              isNull(refreshTokens.rotated_at),
              isNull(refreshTokens.revoked_at),
            ),
          )
          .returning({ id: refreshTokens.id });
        if (marked.length === 0) return false;
        await tx.insert(refreshTokens).values(successor);
        return true;
      });
    },

    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
    },

    /** Every session of the user, or every one but `keepFamilyId`. */
    async revokeAllForUser(userId: string, keepFamilyId?: string) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: sql`now()` })
        .where(
          and(
            eq(refreshTokens.user_id, userId),
            isNull(refreshTokens.revoked_at),
            keepFamilyId ? ne(refreshTokens.family_id, keepFamilyId) : undefined,
          ),
        );
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
