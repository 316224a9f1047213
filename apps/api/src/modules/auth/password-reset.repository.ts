import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { passwordResetTokens } from '../../platform/db/schema';

export function createPasswordResetRepository(db: Db) {
  return {
    /** A new token replaces any unused one, so only the newest e-mailed link works. */
    async replaceToken(userId: string, tokenHash: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
        await tx
          .insert(passwordResetTokens)
          .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
      });
    },

    /** Marks an unused, unexpired token used; the user id, or undefined when it cannot be used. */
    async consume(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ used_at: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.token_hash, tokenHash),
            isNull(passwordResetTokens.used_at),
            gt(passwordResetTokens.expires_at, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.user_id });
      return row?.userId;
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
