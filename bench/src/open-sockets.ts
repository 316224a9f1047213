import crypto from 'node:crypto';
import WebSocket from 'ws';
import { postJson } from './api-client';
import type { Deployment } from './deployments';
import type { Figure } from './figures';
import { median, percentile } from './stats';

const ROUNDS = 10;
/** Sockets opened at once: more would overflow the listen backlog on loopback. */
const OPEN_BATCH = 100;
const ROUND_TIMEOUT_MS = 30_000;

function openSocket(url: string, token: string, onEvent: (cvId: string, at: number) => void) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/ws?token=${token}`);
  socket.on('message', (raw) => {
    const at = performance.now();
    onEvent((JSON.parse(String(raw)) as { data: { cv_id: string } }).data.cv_id, at);
  });
  return new Promise<WebSocket>((resolve, reject) =>
    socket.once('open', () => resolve(socket.on('error', () => undefined))).once('error', reject),
  );
}

/**
 * `count` live sockets held open, spread over the users' tokens and the deployment's API
 * processes. Each round sends one event to every user at once (POST /api/test-hooks/notify);
 * the time runs from the POST to the event
 * on each socket, so it holds the notification row, the event bus and the fan-out.
 */
export async function measureOpenSockets(
  deployment: Deployment,
  tokens: string[],
  count: number,
): Promise<Figure> {
  const name = `${deployment.name}: ${count} open sockets, event delivery`;
  if (tokens.length === 0) return { name, unit: 'ms', median: NaN, note: 'no signed-in users' };
  const { apiUrls } = deployment;
  const waiting = new Map<string, { sentAt: number; left: number; done: () => void }>();
  const latencies: number[] = [];
  const onEvent = (cvId: string, at: number) => {
    const event = waiting.get(cvId);
    if (!event) return;
    latencies.push(at - event.sentAt);
    event.left -= 1;
    if (event.left === 0) event.done();
  };
  // Socket `index` is user index % users' and goes round the processes, so with two processes
  // about half of a user's sockets are on the process the event is sent to, half on the other.
  const socketsOf = tokens.map(() => 0);
  const sockets: WebSocket[] = [];
  let failedOpens = 0;
  for (let first = 0; first < count; first += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, count - first) }, async (_, offset) => {
      const index = first + offset;
      const user = index % tokens.length;
      const url = apiUrls[Math.floor(index / tokens.length) % apiUrls.length] ?? '';
      try {
        sockets.push(await openSocket(url, tokens[user] ?? '', onEvent));
        socketsOf[user] = (socketsOf[user] ?? 0) + 1;
      } catch {
        failedOpens += 1;
      }
    });
    await Promise.all(batch);
  }

  let missed = 0;
  let failedSends = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const deliveries = tokens.map(async (token, user) => {
      const cvId = crypto.randomUUID();
      const left = socketsOf[user] ?? 0;
      if (left === 0) return;
      const delivered = new Promise<void>((done) =>
        waiting.set(cvId, { sentAt: performance.now(), left, done }),
      );
      await postJson(apiUrls[(user + 1) % apiUrls.length] ?? '', token, '/api/test-hooks/notify', {
        type: 'cv.processed',
        data: { cv_id: cvId, status: 'processed', title: 'Bench CV', ats_score: 80 },
      }).catch(() => (failedSends += 1));
      const timeout = new Promise((resolve) => setTimeout(resolve, ROUND_TIMEOUT_MS).unref());
      await Promise.race([delivered, timeout]);
      missed += waiting.get(cvId)?.left ?? 0;
      waiting.delete(cvId);
    });
    await Promise.all(deliveries);
  }
  for (const socket of sockets) socket.terminate();
  return {
    name,
    unit: 'ms',
    median: median(latencies),
    p99: percentile(latencies, 99),
    note:
      `${sockets.length} sockets of ${tokens.length} users (${failedOpens} failed to open); ` +
      `${ROUNDS} rounds of an event to every user at once; ${latencies.length} received, ` +
      `${missed} missed, ${failedSends} failed sends`,
  };
}
