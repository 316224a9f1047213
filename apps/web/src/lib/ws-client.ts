import { liveReconnectDelayMs } from '@cvforge/contracts';
import { env } from '@/config/env';

/** The part of the browser WebSocket this client uses (tests pass a fake). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface LiveSocketOptions {
  /** The URL to (re)connect to, or null to stop (no session, or the token has expired). */
  getUrl: () => string | null;
  /** Every parsed message whose event_id was not seen before. */
  onMessage: (message: unknown) => void;
  /**
   * After every open, the first included: re-fetch what may have been sent while no connection
   * was open (an event published before the first open is otherwise lost).
   */
  onConnected?: () => void;
  createSocket?: (url: string) => SocketLike;
}

const SEEN_IDS_KEPT = 500;

/** ws:// or wss:// URL of the live-event socket, derived from the API base (docs/product.md §P7). */
export function liveSocketUrl(token: string): string {
  const url = new URL(`${env.API_BASE_URL}/ws`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * A WebSocket that reconnects after every close with a backoff of 1 s, doubling, capped at 30 s
 * (docs/product.md §P4 "Live events"), until stop() or until getUrl() answers null. Messages are
 * JSON; one carrying an event_id already seen is dropped.
 */
export function createLiveSocket(options: LiveSocketOptions) {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const seen = new Set<string>();
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let isStopped = true;

  function connect() {
    timer = undefined;
    const url = options.getUrl();
    if (isStopped || !url) return;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      options.onConnected?.();
    };
    current.onmessage = (event) => handleMessage(event.data);
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      scheduleReconnect();
    };
    current.onerror = () => {};
  }

  function scheduleReconnect() {
    if (isStopped) return;
    const delay = liveReconnectDelayMs(attempt);
    attempt += 1;
    timer = setTimeout(connect, delay);
  }

  function handleMessage(raw: unknown) {
    let message: unknown;
    try {
      message = JSON.parse(String(raw));
    } catch {
      return;
    }
    const eventId = (message as { event_id?: unknown } | null)?.event_id;
    if (typeof eventId === 'string') {
      if (seen.has(eventId)) return;
      seen.add(eventId);
      if (seen.size > SEEN_IDS_KEPT) seen.delete(seen.values().next().value as string);
    }
    options.onMessage(message);
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      connect();
    },
    stop() {
      isStopped = true;
      clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = null;
      current?.close(1000, 'stopped');
    },
    get isConnected() {
      return socket !== null;
    },
  };
}

export type LiveSocket = ReturnType<typeof createLiveSocket>;
