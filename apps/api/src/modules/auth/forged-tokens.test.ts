/**
import crypto from 'node:crypto';
 * Forged access tokens, made with jose as an attacker would: a signed token whose payload was
 * swapped, an expired one, one with `alg: none`, one from another issuer and one signed with
 * another secret. Each is refused with the 401 envelope on every bearer-guarded operation of the
 * OpenAPI document and on the live socket; the same forge with nothing wrong is accepted, so a
 * refusal is about the flaw and not the forge.
 */
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { registerTestUser } from '../../testing/register-test-user';

const JWT_SECRET = 'forged-tokens-test-secret-0123456789abcdef';
const key = (secret: string) => new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);

function token(
  userId: string,
  { issuer = 'cvforge', expiresAt = now() + 600, secret = JWT_SECRET } = {},
) {
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setIssuedAt(now() - 60)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
}

/** The victim's id in a token signed for the attacker: header and signature kept. */
function swapSubject(signed: string, userId: string) {
  const [header, payload, signature] = signed.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const swapped = Buffer.from(JSON.stringify({ ...claims, sub: userId })).toString('base64url');
  return [header, swapped, signature].join('.');
}

interface OpenApiOperation {
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The path with a value its parameters accept: an id, or the first of a fixed set. */
function urlOf(path: string, operation: OpenApiOperation) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = operation.parameters?.find((candidate) => candidate.name === name);
    return parameter?.schema?.enum?.[0] ?? crypto.randomUUID();
  });
}

describe('forged access tokens (HTTP and live socket)', () => {
  let app: TestApp;
  let forged: Record<string, string>;
  let genuine: string;

  beforeAll(async () => {
    app = await buildTestApp({ env: { JWT_SECRET } });
    const victim = await registerTestUser(app);
    const attacker = await registerTestUser(app);
    genuine = await token(victim.user.id);
    forged = {
      tampered: swapSubject(await token(attacker.user.id), victim.user.id),
      expired: await token(victim.user.id, { expiresAt: now() - 1 }),
      'alg none': new UnsecuredJWT({ typ: 'access' })
        .setSubject(victim.user.id)
        .setIssuer('cvforge')
        .setIssuedAt()
        .setExpirationTime('10m')
        .encode(),
      'wrong issuer': await token(victim.user.id, { issuer: 'https://evil.example' }),
      'wrong secret': await token(victim.user.id, { secret: `${JWT_SECRET}-not` }),
    };
  });
  afterAll(() => app.teardown());

  it('refuses each on every bearer-guarded operation without a body with the 401 envelope', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([, operation]) =>
            // Bearer-only: an optional token (checkout) lets a call without one through.
            operation.security?.length &&
            operation.security.every((requirement) => 'bearerAuth' in requirement) &&
            !operation.requestBody,
        )
        .map(([method, operation]) => ({
          method: method.toUpperCase() as 'GET',
          url: urlOf(path, operation),
        })),
    );
    expect(operations.length).toBeGreaterThan(30);

    const profile = await app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${genuine}` },
    });
    expect(profile.statusCode).toBe(200);

    const answers: string[] = [];
    for (const [flaw, forgedToken] of Object.entries(forged)) {
      for (const operation of operations) {
        const response = await app.inject({
          ...operation,
          headers: { authorization: `Bearer ${forgedToken}` },
        });
        answers.push(
          `${flaw} ${operation.method} ${operation.url} ${response.statusCode} ${response.body}`,
        );
      }
    }
    const envelope = JSON.stringify({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    });
    expect(answers.filter((answer) => !answer.endsWith(` 401 ${envelope}`))).toEqual([]);
    expect(answers).toHaveLength(operations.length * 5);
  });

  it('refuses each on the live socket before the upgrade, with the 401 envelope', async () => {
    const socket = await app.injectWS(`/api/ws?token=${genuine}`);
    socket.terminate();
    for (const [flaw, forgedToken] of Object.entries(forged)) {
      await expect(app.injectWS(`/api/ws?token=${forgedToken}`), flaw).rejects.toThrow(
        'Unexpected server response: 401',
      );
      const upgrade = await app.inject({
        url: `/api/ws?token=${forgedToken}`,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      expect(upgrade.statusCode, flaw).toBe(401);
      expect(upgrade.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect(app.services.liveSockets.total).toBe(0);
  });
});
