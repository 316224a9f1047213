import WebSocket from 'ws';
import { sampleCvPdf } from '../../apps/api/src/testing/pdf-fixtures';
import type { Figure } from './run';
import { startServer } from './server';
import { median, percentile } from './stats';

const UPLOADS = 30;
const WARM_UP = 3;
/** The free plan's monthly allowance: each bench user uploads this many. */
const UPLOADS_PER_USER = 3;

interface BenchUser {
  token: string;
  /** Resolves when the `cv.processed` event for that CV id arrives on the user's socket. */
  eventFor(cvId: string): Promise<number>;
  close(): void;
}

async function signUp(baseUrl: string, index: number): Promise<BenchUser> {
  const registered = await fetch(`${baseUrl}/api/auth/internal/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `upload-${index}@example.com`,
      password: 'correct horse battery',
    }),
  });
  if (!registered.ok) throw new Error(`register failed: ${registered.status}`);
  const { data } = (await registered.json()) as { data: { access_token: string } };
  const arrived = new Map<string, number>();
  const waiters = new Map<string, (receivedAt: number) => void>();
  const socket = new WebSocket(
    `${baseUrl.replace('http', 'ws')}/api/ws?token=${data.access_token}`,
  );
  socket.on('message', (raw) => {
    const receivedAt = performance.now();
    const { data: event } = JSON.parse(String(raw)) as { data: { cv_id: string; status: string } };
    // Only the success path is measured: a failed parse would be a broken bench.
    if (event.status !== 'processed') throw new Error(`CV ${event.cv_id} ended ${event.status}`);
    arrived.set(event.cv_id, receivedAt);
    waiters.get(event.cv_id)?.(receivedAt);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    token: data.access_token,
    // The event may beat the HTTP answer, so an early arrival is kept.
    eventFor: (cvId) =>
      new Promise((resolve) => {
        const early = arrived.get(cvId);
        if (early === undefined) waiters.set(cvId, resolve);
        else resolve(early);
      }),
    close: () => socket.terminate(),
  };
}

/**
 * HTTP upload of a small real PDF to the `cv.processed` event on an open socket, against the
 * built server (`npm start` shape: PGlite, local files, the bundled parser worker): multipart
 * route, file store, queue, parse in a worker thread, notification row and live-event fan-out.
 */
export async function measureUploadToLiveEvent(): Promise<Figure> {
  const server = await startServer(undefined, {
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  });
  const pdf = sampleCvPdf();
  const latencies: number[] = [];
  let user: BenchUser | undefined;
  for (let index = 0; index < WARM_UP + UPLOADS; index += 1) {
    if (index % UPLOADS_PER_USER === 0) {
      user?.close();
      user = await signUp(server.baseUrl, index);
    }
    if (!user) throw new Error('no bench user');
    const form = new FormData();
    form.append('title', `Bench CV ${index}`);
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bench.pdf');
    const startedAt = performance.now();
    const response = await fetch(`${server.baseUrl}/api/cv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    const { data } = (await response.json()) as { data: { id: string } };
    const receivedAt = await user.eventFor(data.id);
    if (index >= WARM_UP) latencies.push(receivedAt - startedAt);
  }
  user?.close();
  await server.stop();
  return {
    name: 'upload to live event',
    unit: 'ms',
    median: median(latencies),
    p99: percentile(latencies, 99),
    note: `${UPLOADS} uploads of a ${pdf.length}-byte PDF over HTTP to the built server, target p50 < 500`,
  };
}
