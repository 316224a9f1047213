import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { users } from '../../platform/db/schema';

type ProfilePatch = Partial<
  Pick<typeof users.$inferInsert, 'first_name' | 'last_name' | 'avatar_url'>
>;

/** SQL on the user's own row: profile, password, deletion. */
export function createUsersRepository(db: Db) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async updateProfile(id: string, patch: ProfilePatch) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updated_at: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async setPasswordHash(id: string, passwordHash: string) {
      await db
        .update(users)
        .set({ password_hash: passwordHash, updated_at: sql`now()` })
        .where(eq(users.id, id));
    },

    /** Every row that references the user goes with it (ON DELETE CASCADE). */
    async delete(id: string) {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
