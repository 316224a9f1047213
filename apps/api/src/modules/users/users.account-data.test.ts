import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userDataExportSchema } from '@cvforge/contracts';
import {
  cvs,
  cvVersions,
  notifications,
  oauthAccounts,
  refreshTokens,
  usageCounters,
  users,
} from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { registerTestUser } from '../../testing/register-test-user';

describe('export and delete my data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.teardown());

  async function userWithRows(label: string) {
    const session = await registerTestUser(app, { first_name: label });
    const { db } = app.database;
    const userId = session.user.id;
    await db.insert(notifications).values({
      user_id: userId,
      event_id: crypto.randomUUID(),
      title: `${label} CV is processed`,
    });
    await db
      .insert(usageCounters)
      .values({ user_id: userId, usage_type: 'cv_upload', period_start: '2026-11-01', count: 2 });
    await db
      .insert(oauthAccounts)
      .values({ user_id: userId, provider: 'google', provider_account_id: `${label}-sub` });
    const [cv] = await db
      .insert(cvs)
      .values({ user_id: userId, title: `${label} CV`, status: 'processing' })
      .returning({ id: cvs.id });
    await db
      .insert(cvVersions)
      .values({ cv_id: cv!.id, user_id: userId, content: { label: `${label} earlier` } });
    return session;
  }

  it("downloads one JSON file with the user's rows and nobody else's, without secrets", async () => {
    const mine = await userWithRows('Mine');
    await userWithRows('Theirs');
    const res = await app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: { authorization: mine.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="cvforge-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = userDataExportSchema.parse(res.json());
    expect(data.user).toMatchObject({ id: mine.user.id, email: mine.user.email, plan: 'free' });
    expect(data.sections.notifications?.map((n) => n.title)).toEqual(['Mine CV is processed']);
    expect(data.sections.usage_counters).toEqual([expect.objectContaining({ count: 2 })]);
    expect(data.sections.oauth_accounts).toEqual([
      expect.objectContaining({ provider_account_id: 'Mine-sub' }),
    ]);
    expect(data.sections.sessions).toHaveLength(1);
    expect(data.sections.cvs?.map((cv) => cv.title)).toEqual(['Mine CV']);
    expect(data.sections.cv_versions?.map((v) => v.content)).toEqual([{ label: 'Mine earlier' }]);
    expect(res.body).not.toContain('Theirs');
    expect(res.body).not.toMatch(/password_hash|token_hash|\$argon2/);
    expect(res.body).not.toContain(mine.refresh_token);
  });

  it('deletes the account and every row about it after the password is confirmed', async () => {
    const doomed = await userWithRows('Doomed');
    const survivor = await userWithRows('Survivor');
    const remove = (payload: object) =>
      app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: { authorization: doomed.authorization },
        payload,
      });
    expect((await remove({ password: 'not-the-password' })).statusCode).toBe(400);
    expect((await remove({})).statusCode).toBe(400);
    const res = await remove({ password: doomed.password });
    expect(res.statusCode).toBe(200);

    const { db } = app.database;
    const countFor = async (userId: string) => ({
      users: (await db.select().from(users).where(eq(users.id, userId))).length,
      notifications: (
        await db.select().from(notifications).where(eq(notifications.user_id, userId))
      ).length,
      usage: (await db.select().from(usageCounters).where(eq(usageCounters.user_id, userId)))
        .length,
      oauth: (await db.select().from(oauthAccounts).where(eq(oauthAccounts.user_id, userId)))
        .length,
      sessions: (await db.select().from(refreshTokens).where(eq(refreshTokens.user_id, userId)))
        .length,
    });
    expect(await countFor(doomed.user.id)).toEqual({
      users: 0,
      notifications: 0,
      usage: 0,
      oauth: 0,
      sessions: 0,
    });
    expect((await countFor(survivor.user.id)).notifications).toBe(1);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: doomed.authorization },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('asks an account without a password to confirm with its e-mail', async () => {
    const session = await registerTestUser(app);
    await app.database.db
      .update(users)
      .set({ password_hash: null })
      .where(eq(users.id, session.user.id));
    const remove = (payload: object) =>
      app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: { authorization: session.authorization },
        payload,
      });
    expect((await remove({ email: 'someone-else@example.test' })).statusCode).toBe(400);
    expect((await remove({ email: session.user.email.toUpperCase() })).statusCode).toBe(200);
  });
});
