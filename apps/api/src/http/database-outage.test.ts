import crypto from 'node:crypto';
import net from 'node:net';
import { errorEnvelopeSchema } from '@cvforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { postgresDatabase } from '../platform/db/client';
import { isDatabaseUnavailable } from '../platform/db/errors';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { adminQuery, requiredPostgresUrl, withDatabase } from '../testing/global-setup';
import { registerTestUser } from '../testing/register-test-user';
import { testDatabaseKind } from '../testing/test-database';
import { UNAVAILABLE_MESSAGE } from './error-handler';

/**
 * The database goes away for 10 s under load. The outage is made between the
 * app and a real PostgreSQL by a TCP proxy the test controls: cut, it resets every open
 * connection and refuses new ones, as a stopped server or a lost network does
 * (docs/decisions/020-database-outage.md).
 */
const OUTAGE_MS = 10_000;

class CuttableProxy {
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | undefined;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut() {
    for (const socket of this.sockets) socket.resetAndDestroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

describe.skipIf(testDatabaseKind() !== 'postgres')('the database stopped under load', () => {
  const name = `cvforge_outage_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let adminUrl: string;
  let proxy: CuttableProxy;
  let app: TestApp;
  let authorization: string;

  beforeAll(async () => {
    adminUrl = requiredPostgresUrl();
    const target = new URL(adminUrl);
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await proxy.open();
    const viaProxy = new URL(withDatabase(adminUrl, name));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    app = await buildTestApp({ database: postgresDatabase(viaProxy.toString()) });
    ({ authorization } = await registerTestUser(app));
  });

  afterAll(async () => {
    await app?.teardown();
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const listCvs = () =>
    app.inject({ method: 'GET', url: '/api/cv/list', headers: { authorization } });

  it('answers 503 with the envelope while it is down, says not ready but alive, and recovers alone', async () => {
    expect((await listCvs()).statusCode).toBe(200);

    await proxy.cut();
    const downSince = Date.now();
    const answers: { status: number; body: unknown; retryAfter: unknown }[] = [];
    const liveness: number[] = [];
    // Load while it is down: a few requests at a time, all the outage long.
    while (Date.now() - downSince < OUTAGE_MS) {
      const [batch, health] = await Promise.all([
        Promise.all([listCvs(), listCvs(), listCvs()]),
        app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      liveness.push(health.statusCode);
      answers.push(
        ...batch.map((res) => ({
          status: res.statusCode,
          body: res.json(),
          retryAfter: res.headers['retry-after'],
        })),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    const health = await app.inject({ method: 'GET', url: '/api/health' });

    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(errorEnvelopeSchema.parse(answer.body)).toMatchObject({
        success: false,
        message: UNAVAILABLE_MESSAGE,
      });
    }
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', database: false });
    // Liveness is the process, not the database: a probe on it restarts nothing meanwhile.
    expect(new Set(liveness)).toEqual(new Set([200]));
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });

    await proxy.open();
    // The pool opens new connections on demand: no restart.
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await listCvs()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  }, 60_000);
});

describe('which errors mean the database is unavailable', () => {
  it('knows connection loss, refusal and shutdown from a bug', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // Drizzle wraps the driver's error as the cause; 57P01 is "terminating connection due to
    // administrator command", what a stopped server sends its clients.
    const wrapped = new Error('Failed query', {
      cause: Object.assign(new Error('x'), { code: '57P01' }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });
});
