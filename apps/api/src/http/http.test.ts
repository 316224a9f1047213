import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@cvforge/contracts';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { buildTestApp, createTestDatabase, type TestApp } from '../testing/build-test-app';
import { capturedLog, ERROR_LEVEL } from '../testing/captured-log';
import { AppError } from './app-error';

describe('HTTP plumbing', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      env: { BODY_LIMIT_BYTES: '1024' },
      routes(testApp) {
        testApp.post(
          '/api/__test/echo',
          { schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) } },
          async (request) => ({ success: true, data: request.body }),
        );
        testApp.get('/api/__test/conflict', async () => {
          throw new AppError('CONFLICT', 409, 'That e-mail is already registered', {
            field: 'email',
          });
        });
        testApp.get('/api/__test/crash', async () => {
          throw new Error('secret internal detail at /srv/app.ts:12');
        });
      },
    });
  });
  afterAll(() => app.teardown());

  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Route GET /api/does-not-exist not found',
    });
  });

  it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"plan": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'The request body is not valid JSON',
    });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a body over the limit with 413 before reading it all', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('answers a body of the wrong types with a 400 envelope listing the issues', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { name: '', count: 'three' },
    });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid request data' });
    const paths = (body.detail as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['/name', '/count']));
  });

  it('accepts a valid body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { name: 'Ada', count: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { name: 'Ada', count: 3 } });
  });

  it('turns an AppError into its status, code, message and detail', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'That e-mail is already registered',
      detail: { field: 'email' },
    });
  });

  it('hides an unexpected error behind a generic 500 with the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 'SERVER_ERROR',
      message: 'Internal server error',
      detail: { request_id: res.headers['x-request-id'] },
    });
    expect(res.body).not.toContain('secret');
  });

  it('echoes a request id and sets security headers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const generated = await app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers liveness without the database, and readiness with it', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: true, migrations: true });
  });

  it('serves an OpenAPI document generated from the contracts schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/plans'].get.responses['200']).toBeDefined();
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('a 500', () => {
  it('is logged at error level with the request id, the route and the database error code', async () => {
    const log = capturedLog('error');
    const database = await createTestDatabase();
    const app = await buildTestApp({
      database,
      logger: log.logger,
      routes(testApp) {
        testApp.get('/api/__test/division/:n', async () => database.db.execute(sql`SELECT 1 / 0`));
      },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/__test/division/1' });
      expect(res.statusCode).toBe(500);
      expect(log.lines).toContainEqual(
        expect.objectContaining({
          level: ERROR_LEVEL,
          reqId: res.headers['x-request-id'],
          route: '/api/__test/division/:n',
          db_code: '22012',
        }),
      );
    } finally {
      await app.teardown();
    }
  });
});
