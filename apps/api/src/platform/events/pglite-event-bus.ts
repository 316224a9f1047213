import type { PGlite } from '@electric-sql/pglite';
import {
  assertChannelName,
  deliverEvent,
  encodeEventPayload,
  type EventBus,
  type EventBusLogger,
} from './event-bus';

/**
 * The embedded adapter: LISTEN/NOTIFY on the PGlite client itself. One process owns a PGlite
 * data directory, so "every process" is this one; NOTIFY keeps the same semantics and payload
 * limit as the PostgreSQL adapter, so what works here works after scaling out.
 */
export function createPgliteEventBus(client: PGlite, log: EventBusLogger): EventBus {
  const unlisteners = new Set<() => Promise<void>>();
  return {
    async publish(channel, payload) {
      await client.query('select pg_notify($1, $2)', [
        channel,
        encodeEventPayload(channel, payload),
      ]);
    },
    async subscribe(channel, handler) {
      assertChannelName(channel);
      const unlisten = await client.listen(channel, (text) =>
        deliverEvent(log, channel, text, handler),
      );
      const unsubscribe = async () => {
        if (!unlisteners.delete(unsubscribe)) return;
        await unlisten();
      };
      unlisteners.add(unsubscribe);
      return unsubscribe;
    },
    async close() {
      await Promise.all([...unlisteners].map((unsubscribe) => unsubscribe()));
    },
  };
}
