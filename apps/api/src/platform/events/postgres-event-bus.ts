import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db';
import {
  assertChannelName,
  deliverEvent,
  encodeEventPayload,
  type EventBus,
  type EventBusLogger,
  type EventHandler,
} from './event-bus';

const RECONNECT_START_MS = 100;
const RECONNECT_CAP_MS = 5_000;

/**
 * The scale-out adapter. Publishing is a NOTIFY through the database pool; listening needs one
 * dedicated connection for the process's lifetime (a pooled one would be returned and lose its
 * LISTENs), re-opened with backoff when it drops, re-LISTENing every channel.
 */
export function createPostgresEventBus(
  { connectionString, db }: { connectionString: string; db: Db },
  log: EventBusLogger,
): EventBus {
  const handlers = new Map<string, Set<EventHandler>>();
  let listener: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelay = RECONNECT_START_MS;
  let isClosed = false;

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString });
    client.on('notification', ({ channel, payload }) => {
      for (const handler of handlers.get(channel) ?? []) {
        deliverEvent(log, channel, payload ?? 'null', handler);
      }
    });
    client.on('error', (error) => log.warn({ err: error }, 'event bus listener failed'));
    client.on('end', () => handleConnectionLoss(client));
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    reconnectDelay = RECONNECT_START_MS;
    return client;
  }

  function handleConnectionLoss(client: pg.Client) {
    if (isClosed || reconnectTimer) return;
    void listener?.then(
      (current) => {
        if (current !== client) return;
        listener = undefined;
        scheduleReconnect();
      },
      () => undefined,
    );
  }

  function scheduleReconnect() {
    if (isClosed || reconnectTimer || handlers.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      listener = connect();
      listener.catch((error: unknown) => {
        log.warn({ err: error, retryInMs: reconnectDelay }, 'event bus reconnect failed');
        listener = undefined;
        reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_CAP_MS);
        scheduleReconnect();
      });
    }, reconnectDelay);
  }

  async function listeningClient(): Promise<pg.Client> {
    listener ??= connect().catch((error: unknown) => {
      listener = undefined;
      throw error;
    });
    return listener;
  }

  return {
    async publish(channel, payload) {
      const text = encodeEventPayload(channel, payload);
      await db.execute(sql`select pg_notify(${channel}, ${text})`);
    },
    async subscribe(channel, handler) {
      assertChannelName(channel);
      const channelHandlers = handlers.get(channel) ?? new Set();
      const isNewChannel = channelHandlers.size === 0;
      channelHandlers.add(handler);
      handlers.set(channel, channelHandlers);
      try {
        // LISTEN is idempotent, so racing a reconnect that already listened is harmless.
        if (isNewChannel) await (await listeningClient()).query(`LISTEN ${channel}`);
      } catch (error) {
        channelHandlers.delete(handler);
        if (channelHandlers.size === 0) handlers.delete(channel);
        throw error;
      }
      return async () => {
        channelHandlers.delete(handler);
        if (channelHandlers.size > 0 || handlers.get(channel) !== channelHandlers) return;
        handlers.delete(channel);
        const client = await listener?.catch(() => undefined);
        await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    async close() {
      isClosed = true;
      clearTimeout(reconnectTimer);
      const client = await listener?.catch(() => undefined);
      await client?.end();
    },
  };
}
