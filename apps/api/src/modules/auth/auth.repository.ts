import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { oauthAccounts, users } from '../../platform/db/schema';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
type NewOauthAccount = typeof oauthAccounts.$inferInsert;

/** SQL for signing in: user rows by e-mail or id, and their provider identities. */
export function createAuthRepository(db: Db) {
  return {
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** E-mails are stored normalised; lower() matches the unique index users_email_unique. */
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async insertUser(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('user insert returned no row');
      return row;
    },

    async recordLogin(id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ last_login: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async setPasswordHash(id: string, passwordHash: string | null) {
      await db
        .update(users)
        .set({ password_hash: passwordHash, updated_at: sql`now()` })
        .where(eq(users.id, id));
    },

    async findUserByProviderAccount(
      provider: string,
      providerAccountId: string,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(oauthAccounts)
        .innerJoin(users, eq(users.id, oauthAccounts.user_id))
        .where(
          and(
            eq(oauthAccounts.provider, provider),
            eq(oauthAccounts.provider_account_id, providerAccountId),
          ),
        );
      return row?.user;
    },

    async linkProviderAccount(account: NewOauthAccount) {
      await db
        .insert(oauthAccounts)
        .values(account)
        .onConflictDoNothing({
          target: [oauthAccounts.provider, oauthAccounts.provider_account_id],
        });
    },

    /** A new user and the provider identity it signed up with, together or not at all. */
    async insertUserWithProviderAccount(
      user: NewUser,
      account: Omit<NewOauthAccount, 'user_id'>,
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(user).returning();
        if (!row) throw new Error('user insert returned no row');
        await tx.insert(oauthAccounts).values({ ...account, user_id: row.id });
        return row;
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
