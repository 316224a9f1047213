import type { WebSocket } from 'ws';
import type { TestApp } from './build-test-app';

const WAIT_MS = 5_000;

/**
 * A WebSocket to the app's live-event endpoint (through `injectWS`, no port needed) that
 * queues every message from the moment it opens, so a test can await them in order.
 */
export async function openLiveSocket(app: TestApp, token: string, path = '/api/ws') {
  const received: unknown[] = [];
  let wake: (() => void) | undefined;
  const socket: WebSocket = await app.injectWS(
    `${path}?token=${encodeURIComponent(token)}`,
    {},
    {
      onInit(ws: WebSocket) {
        ws.on('message', (data) => {
          received.push(JSON.parse(String(data)));
          wake?.();
        });
      },
    },
  );

  return {
    socket,
    /** The next message, or a rejection after `timeoutMs`. */
    async next(timeoutMs = WAIT_MS): Promise<unknown> {
      const deadline = Date.now() + timeoutMs;
      while (received.length === 0) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`no live event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, remaining);
        });
      }
      return received.shift();
    },
    get pending() {
      return received.length;
    },
    async close() {
      if (socket.readyState === socket.CLOSED) return;
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}
export type LiveSocketClient = Awaited<ReturnType<typeof openLiveSocket>>;
