import crypto from 'node:crypto';
import { users } from '../platform/db/schema';
import type { TestApp } from './build-test-app';

type NewUser = typeof users.$inferInsert;

/** Inserts a user row directly (no sign-up flow) and signs an access token for it. */
export async function createTestUser(app: TestApp, overrides: Partial<NewUser> = {}) {
  const [user] = await app.database.db
    .insert(users)
    .values({ email: `user-${crypto.randomUUID()}@example.test`, first_name: 'Test', ...overrides })
    .returning();
  if (!user) throw new Error('could not insert the test user');
  const accessToken = await app.services.accessTokens.sign(user.id);
  return { user, accessToken, authorization: `Bearer ${accessToken}` };
}
