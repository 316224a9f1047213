import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestAppOptions } from '../testing/build-test-app';
import { uploadCv, waitForCvStatus } from '../testing/cv-uploads';
import { WebSocket } from 'ws';
import { registerTestUser } from '../testing/register-test-user';
import { testDatabaseKind } from '../testing/test-database';
import { closeWithin } from './shutdown';

/** /api/metrics, /api/ready and graceful shutdown (README "Metrics, readiness and shutdown"). */
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.teardown();
});

/** A route that holds its request until the test lets it go. */
function holdingRoute() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const started = new Promise<void>((resolve) => (entered = resolve));
  return {
    started,
    release,
    routes: ((app) => {
      app.get('/api/__test/hold', async () => {
        entered();
        await released;
        return { held: true };
      });
    }) satisfies TestAppOptions['routes'],
  };
}

async function app(options: TestAppOptions = {}) {
  const built = await buildTestApp(options);
  apps.push(built);
  return built;
}

/** A live-event socket over real HTTP, as a browser opens it. */
async function openSocket(address: string, token: string) {
  const socket = new WebSocket(`${address.replace('http', 'ws')}/api/ws?token=${token}`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return socket;
}

const metricsText = async (target: TestApp) => {
  const response = await target.inject({ url: '/api/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

/** The value of one sample, e.g. `cvforge_live_sockets` or `name{a="b"}`. */
function sample(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('counts requests and their latency by route pattern, not by URL', async () => {
    const target = await app();
    await target.inject({ url: '/api/plans' });
    await target.inject({ url: '/api/plans' });
    await target.inject({ url: '/api/cv/00000000-0000-4000-8000-000000000001' }); // 401
    await target.inject({ url: '/api/no-such-route' });
    const text = await metricsText(target);
    expect(
      sample(
        text,
        'cvforge_http_requests_total{method="GET",route="/api/plans",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'cvforge_http_requests_total{method="GET",route="/api/cv/:id",status_code="401"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'cvforge_http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        'cvforge_http_request_duration_seconds_count{method="GET",route="/api/plans",status_code="200"}',
      ),
    ).toBe(2);
    expect(text).toContain('# TYPE cvforge_http_request_duration_seconds histogram');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(text).toContain('cvforge_process_resident_memory_bytes');
  });

  it('counts jobs by queue and outcome, and the live sockets of this process', async () => {
    const target = await app();
    const address = await target.listen({ port: 0, host: '127.0.0.1' });
    const user = await registerTestUser(target);
    const socket = await openSocket(address, user.access_token);
    const id = (await uploadCv(target, user.authorization)).json<{ data: { id: string } }>().data
      .id;
    await waitForCvStatus(target, user.authorization, id);
    const text = await vi.waitFor(async () => {
      const current = await metricsText(target);
      expect(current).toContain('cvforge_jobs_total{queue="cv.parse",outcome="completed"} 1');
      return current;
    });
    expect(
      sample(text, 'cvforge_job_duration_seconds_count{queue="cv.parse",outcome="completed"}'),
    ).toBe(1);
    expect(sample(text, 'cvforge_live_sockets')).toBe(1);
    socket.close();
    await vi.waitFor(async () =>
      expect(sample(await metricsText(target), 'cvforge_live_sockets')).toBe(0),
    );
  });

  it.skipIf(testDatabaseKind() !== 'postgres')('reports the PostgreSQL pool', async () => {
    const text = await metricsText(await app());
    expect(sample(text, 'cvforge_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(sample(text, 'cvforge_db_pool_connections{state="waiting"}')).toBe(0);
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and holds every migration', async () => {
    const target = await app();
    const ready = await target.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: true, migrations: true });
  });

  it('is not ready while a migration of this build is missing, though still alive', async () => {
    const target = await app();
    await target.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const ready = await target.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', database: true, migrations: false });
    expect((await target.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('is not ready when the database is gone', async () => {
    const target = await buildTestApp();
    await target.database.close();
    const ready = await target.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', database: false, migrations: false });
    await target.close().catch(() => undefined);
  });
});

/** Draining is the HTTP server's: these tests listen and send real requests. */
async function listening(hold: ReturnType<typeof holdingRoute>) {
  const target = await buildTestApp({ routes: hold.routes });
  const address = await target.listen({ port: 0, host: '127.0.0.1' });
  return { target, address, held: fetch(`${address}/api/__test/hold`) };
}

const NOT_YET = Symbol('not yet');

describe('graceful shutdown', () => {
  it('finishes the requests in flight, refuses new ones and closes live sockets', async () => {
    const hold = holdingRoute();
    const { target, address, held } = await listening(hold);
    const user = await registerTestUser(target);
    const socket = await openSocket(address, user.access_token);
    const socketClosed = new Promise<number>((resolve) => socket.once('close', resolve));
    await hold.started;

    const closing = closeWithin(() => target.close(), 60_000);
    expect(await socketClosed).toBe(1001); // "going away"
    // A proxy's probe now fails: 503 on a kept-alive connection, refused on a new one.
    const probe = await fetch(`${address}/api/ready`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(probe);
    // The held request keeps the app open until it is answered.
    expect(await Promise.race([closing, Promise.resolve(NOT_YET)])).toBe(NOT_YET);

    hold.release();
    const finished = await held;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ held: true });
    expect(await closing).toBe(true);
    await target.database.close();
  });

  it('gives up at its bound when a request never finishes', async () => {
    const hold = holdingRoute();
    const { target, held } = await listening(hold);
    await hold.started;
    const closed = target.close();
    expect(await closeWithin(() => closed, 200)).toBe(false);
    hold.release();
    await held;
    await closed;
    await target.database.close();
  });
});
