import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/platform/db';
import { users } from '../../apps/api/src/platform/db/schema';
import type { Figure } from './figures';
import { median, percentile } from './stats';

const SOCKETS = 200;
const EVENTS = 100;

/**
 * notify() to receipt on each of 200 open sockets of one user: the notification row, the
 * event bus (LISTEN/NOTIFY) and the fan-out, in one process on the embedded database.
 */
export async function measureLiveEventLatency(): Promise<Figure> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-bench-live-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, serveWebApp: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const [user] = await database.db
    .insert(users)
    .values({ email: 'live@example.com' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const token = await app.services.accessTokens.sign(user.id);

  const waiters = new Map<string, (receivedAt: number) => void>();
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, () => {
      const socket = new WebSocket(`${address.replace('http', 'ws')}/api/ws?token=${token}`);
      socket.on('message', (raw) => {
        const receivedAt = performance.now();
        const { event_id: eventId } = JSON.parse(String(raw)) as { event_id: string };
        waiters.get(eventId)?.(receivedAt);
      });
      return new Promise<WebSocket>((resolve, reject) => {
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    }),
  );

  const latencies: number[] = [];
  for (let index = 0; index < EVENTS; index += 1) {
    const eventId = crypto.randomUUID();
    let remaining = SOCKETS;
    const sentAt = performance.now();
    const allReceived = new Promise<void>((resolve) => {
      waiters.set(eventId, (receivedAt) => {
        latencies.push(receivedAt - sentAt);
        remaining -= 1;
        if (remaining === 0) resolve();
      });
    });
    await app.services.notificationsService.notify(user.id, {
      type: 'cv.processed',
      event_id: eventId,
      data: { cv_id: crypto.randomUUID(), status: 'processed', title: 'Bench CV', ats_score: 80 },
    });
    await allReceived;
    waiters.delete(eventId);
  }

  for (const socket of sockets) socket.terminate();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    name: 'live event latency',
    unit: 'ms',
    median: median(latencies),
    p99: percentile(latencies, 99),
    note: `${SOCKETS} sockets x ${EVENTS} events, PGlite, target p99 < 50`,
  };
}
