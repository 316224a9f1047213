import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails, passwordResetTokens } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { registerTestUser, waitForOutboxEmail } from '../../testing/register-test-user';
import { hashOpaqueToken } from './opaque-tokens';
import { RESET_REQUESTED_MESSAGE, RESET_TOKEN_INVALID_MESSAGE } from './password-reset.service';

describe('password reset by e-mail', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { PUBLIC_URL: 'https://cv.example.test' } });
  });
  afterAll(() => app.teardown());

  const requestReset = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
  const confirm = (token: string, new_password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, new_password },
    });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/internal/login', payload: { email, password } });

  async function resetToken(email: string) {
    const mail = await waitForOutboxEmail(app, email);
    const link = /https:\/\/cv\.example\.test\/auth\/reset-password\?token=([\w-]+)/.exec(
      mail.text,
    );
    if (!link?.[1]) throw new Error(`no reset link in: ${mail.text}`);
    return link[1];
  }

  it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
    const { user } = await registerTestUser(app);
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
    await app.services.passwordReset.drain();
    const mails = await app.database.db.select().from(outboxEmails);
    expect(mails.map((m) => m.to)).toContain(user.email);
    expect(mails.map((m) => m.to)).not.toContain('nobody@example.test');
  });

  it('resets the password once with the mailed token and signs every session out', async () => {
    const session = await registerTestUser(app);
    await requestReset(session.user.email);
    const token = await resetToken(session.user.email);
    const [stored] = await app.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, session.user.id));
    expect(stored?.token_hash).toBe(hashOpaqueToken(token));

    const res = await confirm(token, 'brand-new-secret');
    expect(res.statusCode).toBe(200);
    expect((await login(session.user.email, session.password)).statusCode).toBe(401);
    expect((await login(session.user.email, 'brand-new-secret')).statusCode).toBe(200);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const again = await confirm(token, 'third-secret-here');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: RESET_TOKEN_INVALID_MESSAGE,
    });
  });

  it('refuses an expired token, a garbage token, and a token replaced by a newer one', async () => {
    const { user } = await registerTestUser(app);
    await requestReset(user.email);
    const first = await resetToken(user.email);
    await app.database.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.token_hash, hashOpaqueToken(first)));
    expect((await confirm(first, 'new-password-1')).statusCode).toBe(400);
    expect((await confirm('garbage', 'new-password-1')).statusCode).toBe(400);

    await app.database.db.delete(outboxEmails).where(eq(outboxEmails.to, user.email));
    await requestReset(user.email);
    const second = await resetToken(user.email);
    await app.database.db.delete(outboxEmails).where(eq(outboxEmails.to, user.email));
    await requestReset(user.email);
    const third = await resetToken(user.email);
    expect((await confirm(second, 'new-password-2')).statusCode).toBe(400);
    expect((await confirm(third, 'new-password-3')).statusCode).toBe(200);
  });

  it('checks the new password like registration does', async () => {
    const res = await confirm('whatever', 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail.issues[0].path).toBe('/new_password');
  });
});
