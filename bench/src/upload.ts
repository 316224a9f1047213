import { sampleCvPdf } from '../../apps/api/src/testing/pdf-fixtures';
import { type LiveEvents, openLiveEvents, signUp, uploadCv } from './api-client';
import type { Figure } from './figures';
import { LIFTED_AUTH_RATE_LIMITS, startServer } from './server';
import { median, percentile } from './stats';

const UPLOADS = 30;
const WARM_UP = 3;
/** The free plan's monthly allowance: each bench user uploads this many. */
const UPLOADS_PER_USER = 3;

/**
 * HTTP upload of a small real PDF to the `cv.processed` event on an open socket, against the
 * built server (`npm start` shape: PGlite, local files, the bundled parser worker): multipart
 * route, file store, queue, parse in a worker thread, notification row and live-event fan-out.
 */
export async function measureUploadToLiveEvent(): Promise<Figure> {
  const server = await startServer(undefined, LIFTED_AUTH_RATE_LIMITS);
  const latencies: number[] = [];
  let user: { token: string; events: LiveEvents } | undefined;
  for (let index = 0; index < WARM_UP + UPLOADS; index += 1) {
    if (index % UPLOADS_PER_USER === 0) {
      user?.events.close();
      const token = await signUp(server.baseUrl, `upload-${index}@example.com`);
      user = { token, events: await openLiveEvents(server.baseUrl, token) };
    }
    if (!user) throw new Error('no bench user');
    // A different file each time: the same one again within a minute would ask first (decision 028).
    const pdf = sampleCvPdf(`Jane Doe ${index}`);
    const startedAt = performance.now();
    const cvId = await uploadCv(server.baseUrl, user.token, pdf, `Bench CV ${index}`);
    // Only the success path is measured: a failed parse rejects, a broken bench.
    const receivedAt = await user.events.arrival('cv.processed', cvId);
    if (index >= WARM_UP) latencies.push(receivedAt - startedAt);
  }
  user?.events.close();
  await server.stop();
  return {
    name: 'upload to live event',
    unit: 'ms',
    median: median(latencies),
    p99: percentile(latencies, 99),
    note: `${UPLOADS} uploads of a ${sampleCvPdf('Jane Doe 0').length}-byte PDF over HTTP to the built server, target p50 < 500`,
  };
}
