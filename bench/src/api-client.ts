import type { LiveEvent, LiveEventType } from '@cvforge/contracts';
import WebSocket from 'ws';

/**
 * The calls a bench user makes over real HTTP and WebSockets, as the web app makes them. Each
 * throws on an unexpected answer, so a caller can count it as an error.
 */
const PASSWORD = 'correct horse battery';

async function dataOf<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Registers an account; resolves with its access token. */
export async function signUp(baseUrl: string, email: string) {
  const response = await post(`${baseUrl}/api/auth/internal/register`, {
    email,
    password: PASSWORD,
  });
  return (await dataOf<{ access_token: string }>(response, 'register')).access_token;
}

/** Signs in with the password of signUp; resolves with a new access token. */
export async function signIn(baseUrl: string, email: string) {
  const response = await post(`${baseUrl}/api/auth/internal/login`, { email, password: PASSWORD });
  return (await dataOf<{ access_token: string }>(response, 'login')).access_token;
}

/** POST /api/cv with a PDF; resolves with the new CV's id. */
export async function uploadCv(baseUrl: string, token: string, pdf: Buffer, title: string) {
  const form = new FormData();
  form.append('title', title);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bench.pdf');
  const response = await fetch(`${baseUrl}/api/cv`, {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  return (await dataOf<{ id: string }>(response, 'upload')).id;
}

/** GET a JSON route as the user; resolves with its `data` (or whole body when it has none). */
export async function getJson(baseUrl: string, token: string, route: string) {
  const response = await fetch(`${baseUrl}${route}`, { headers: bearer(token) });
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

/** POST a JSON body as the user; throws unless it answers 2xx. */
export async function postJson(baseUrl: string, token: string, route: string, body: unknown = {}) {
  const response = await post(`${baseUrl}${route}`, body, bearer(token));
  if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${await response.text()}`);
}

export interface LiveEvents {
  /**
   * Resolves with the time (performance.now) the event of that type for that CV arrived; rejects
   * when it ended `failed` or did not come within the timeout. An event that beat the call counts.
   */
  arrival(type: LiveEventType, cvId: string, timeoutMs?: number): Promise<number>;
  close(): void;
}

/** Opens the user's live-event socket (/api/ws) and keeps every event's arrival time. */
export async function openLiveEvents(baseUrl: string, token: string): Promise<LiveEvents> {
  const key = (type: string, cvId: string) => `${type} ${cvId}`;
  const arrived = new Map<string, { at: number; status: string }>();
  const waiters = new Map<string, () => void>();
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/ws?token=${token}`);
  socket.on('message', (raw) => {
    const at = performance.now();
    const event = JSON.parse(String(raw)) as LiveEvent;
    const eventKey = key(event.type, event.data.cv_id);
    arrived.set(eventKey, { at, status: event.data.status });
    waiters.get(eventKey)?.();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  // A socket cut later leaves its waiters to their timeout instead of crashing the bench.
  socket.on('error', () => undefined);
  return {
    async arrival(type, cvId, timeoutMs = 180_000) {
      const eventKey = key(type, cvId);
      if (!arrived.has(eventKey)) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve, reject) => {
          waiters.set(eventKey, resolve);
          timer = setTimeout(() => reject(new Error(`no ${type} in ${timeoutMs} ms`)), timeoutMs);
        }).finally(() => {
          clearTimeout(timer);
          waiters.delete(eventKey);
        });
      }
      const event = arrived.get(eventKey);
      if (event?.status !== 'processed') throw new Error(`${type} for ${cvId}: ${event?.status}`);
      return event.at;
    },
    close: () => socket.terminate(),
  };
}
