import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSocket, liveSocketUrl, type SocketLike } from './ws-client';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.(new Event('open'));
  }
  drop() {
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

function setup(getUrl: () => string | null = () => 'ws://test/api/ws?token=t') {
  const sockets: FakeSocket[] = [];
  const messages: unknown[] = [];
  const onConnected = vi.fn();
  const live = createLiveSocket({
    getUrl,
    onMessage: (message) => messages.push(message),
    onConnected,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  return { live, sockets, messages, onConnected, last: () => sockets.at(-1)! };
}

describe('live socket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reconnects after 1 s, doubling to a 30 s cap', async () => {
    const { live, sockets, last } = setup();
    live.start();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = sockets.length;
      last().drop();
      let waited = 0;
      while (sockets.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    live.stop();
  });

  it('starts over at 1 s once a connection opened, and re-fetches on every open', async () => {
    const { live, sockets, last, onConnected } = setup();
    live.start();
    last().open();
    expect(onConnected).toHaveBeenCalledTimes(1);
    last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    last().drop();
    await vi.advanceTimersByTimeAsync(2000);
    last().open();
    expect(onConnected).toHaveBeenCalledTimes(2);
    last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(4);
    live.stop();
  });

  it('passes each event once, ignoring repeats by event_id and non-JSON', () => {
    const { live, last, messages } = setup();
    live.start();
    last().receive({ type: 'cv.processed', event_id: 'e-1' });
    last().receive({ type: 'cv.processed', event_id: 'e-1' });
    last().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    last().receive({ type: 'analytics_complete', event_id: 'e-2' });
    expect(messages).toEqual([
      { type: 'cv.processed', event_id: 'e-1' },
      { type: 'analytics_complete', event_id: 'e-2' },
    ]);
    live.stop();
  });

  it('stops for good on stop() and when there is no valid token', async () => {
    const { live, sockets, last } = setup();
    live.start();
    const first = last();
    live.stop();
    expect(first.closed).toBe(true);
    first.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);

    let token: string | null = 't';
    const expiring = setup(() => (token ? `ws://test/api/ws?token=${token}` : null));
    expiring.live.start();
    token = null;
    expiring.last().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(expiring.sockets).toHaveLength(1);
  });

  it('derives ws:// from the API base with the token as a query parameter', () => {
    expect(liveSocketUrl('abc')).toBe(`ws://${window.location.host}/api/ws?token=abc`);
  });
});
