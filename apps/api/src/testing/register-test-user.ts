import crypto from 'node:crypto';
import { type AuthSession, loginResponseSchema } from '@cvforge/contracts';
import type { TestApp } from './build-test-app';

export const TEST_PASSWORD = 'correct horse battery';

/** Signs a new user up through POST /api/auth/internal/register, as the web app does. */
export async function registerTestUser(
  app: TestApp,
  overrides: { email?: string; password?: string; first_name?: string; last_name?: string } = {},
): Promise<AuthSession & { password: string; authorization: string }> {
  const password = overrides.password ?? TEST_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/internal/register',
    payload: {
      email: overrides.email ?? `user-${crypto.randomUUID()}@example.test`,
      password,
      first_name: overrides.first_name ?? 'Ada',
      last_name: overrides.last_name ?? 'Lovelace',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { data } = loginResponseSchema.parse(res.json());
  return { ...data, password, authorization: `Bearer ${data.access_token}` };
}

/** Polls the outbox table for the newest mail to `to` (mail is written in the background). */
export async function waitForOutboxEmail(app: TestApp, to: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await app.services.outboxRepository.latest();
    const mail = mails.find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no outbox mail to ${to} within ${timeoutMs} ms`);
}
