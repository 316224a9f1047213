/** The part of a `ws` WebSocket the registry uses (tests pass fakes). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  terminate(): void;
}

const OPEN = 1;

export interface LiveSocketHandle {
  /** Call on every pong: the socket is alive for the next heartbeat. */
  markAlive(): void;
  /** Call on close: the socket stops receiving events. */
  remove(): void;
}

/**
 * The open WebSockets of this process, by user. A heartbeat pings every socket; one that has
 * not answered the previous ping by the next beat is terminated (a vanished client or a proxy
 * that dropped the connection without a close frame).
 */
export function createLiveSockets({ heartbeatMs }: { heartbeatMs: number }) {
  const byUser = new Map<string, Map<LiveSocket, { isAlive: boolean }>>();
  let heartbeat: NodeJS.Timeout | undefined;

  function remove(userId: string, socket: LiveSocket) {
    const sockets = byUser.get(userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) byUser.delete(userId);
  }

  return {
    add(userId: string, socket: LiveSocket): LiveSocketHandle {
      const state = { isAlive: true };
      const sockets = byUser.get(userId) ?? new Map();
      sockets.set(socket, state);
      byUser.set(userId, sockets);
      return { markAlive: () => void (state.isAlive = true), remove: () => remove(userId, socket) };
    },

    /** Sends one text frame to each open socket of the user; returns how many got it. */
    sendToUser(userId: string, text: string): number {
      let sent = 0;
      for (const socket of byUser.get(userId)?.keys() ?? []) {
        if (socket.readyState !== OPEN) continue;
        socket.send(text);
        sent += 1;
      }
      return sent;
    },

    countFor: (userId: string) => byUser.get(userId)?.size ?? 0,
    get total() {
      let total = 0;
      for (const sockets of byUser.values()) total += sockets.size;
      return total;
    },

    /** One heartbeat: terminates sockets that missed the last ping, pings the others. */
    beat() {
      for (const [userId, sockets] of byUser) {
        for (const [socket, state] of sockets) {
          if (!state.isAlive) {
            remove(userId, socket);
            socket.terminate();
            continue;
          }
          state.isAlive = false;
          socket.ping();
        }
      }
    },

    start() {
      heartbeat ??= setInterval(() => this.beat(), heartbeatMs).unref();
    },
    stop() {
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}
export type LiveSockets = ReturnType<typeof createLiveSockets>;
