import { describe, expect, it, vi } from 'vitest';
import { createLiveSockets, type LiveSocket } from './live-sockets';

const OPEN = 1;
const CLOSING = 2;

function fakeSocket(readyState = OPEN) {
  return { readyState, send: vi.fn(), ping: vi.fn(), terminate: vi.fn() } satisfies LiveSocket;
}

describe('live sockets', () => {
  it('sends to every open socket of the user only', () => {
    const sockets = createLiveSockets({ heartbeatMs: 30_000 });
    const [a, b, closing, stranger] = [
      fakeSocket(),
      fakeSocket(),
      fakeSocket(CLOSING),
      fakeSocket(),
    ];
    sockets.add('u1', a);
    sockets.add('u1', b);
    sockets.add('u1', closing);
    sockets.add('u2', stranger);
    expect(sockets.sendToUser('u1', '{"type":"cv.processed"}')).toBe(2);
    expect(a.send).toHaveBeenCalledWith('{"type":"cv.processed"}');
    expect(b.send).toHaveBeenCalledOnce();
    expect(closing.send).not.toHaveBeenCalled();
    expect(stranger.send).not.toHaveBeenCalled();
  });

  it('pings on each beat and terminates a socket that missed the last pong', () => {
    const sockets = createLiveSockets({ heartbeatMs: 30_000 });
    const answering = fakeSocket();
    const silent = fakeSocket();
    const answeringHandle = sockets.add('u1', answering);
    sockets.add('u1', silent);

    sockets.beat();
    expect(answering.ping).toHaveBeenCalledOnce();
    expect(silent.ping).toHaveBeenCalledOnce();
    answeringHandle.markAlive();

    sockets.beat();
    expect(silent.terminate).toHaveBeenCalledOnce();
    expect(answering.terminate).not.toHaveBeenCalled();
    expect(answering.ping).toHaveBeenCalledTimes(2);
    expect(sockets.countFor('u1')).toBe(1);
  });

  it('beats every heartbeatMs once started, and stops', () => {
    vi.useFakeTimers();
    try {
      const sockets = createLiveSockets({ heartbeatMs: 30_000 });
      const socket = fakeSocket();
      sockets.add('u1', socket);
      sockets.start();
      vi.advanceTimersByTime(29_999);
      expect(socket.ping).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(socket.ping).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(30_000);
      expect(socket.terminate).toHaveBeenCalledOnce();
      sockets.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a user once the last socket is removed', () => {
    const sockets = createLiveSockets({ heartbeatMs: 30_000 });
    const handle = sockets.add('u1', fakeSocket());
    handle.remove();
    expect(sockets.countFor('u1')).toBe(0);
    expect(sockets.total).toBe(0);
  });
});
