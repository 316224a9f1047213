import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { createTestDatabase } from '../../testing/build-test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { createEventBus, type EventBus, EventPayloadTooLargeError } from '.';

const log = { warn: vi.fn() };

/** Resolves with the next `count` payloads delivered on the channel. */
async function collect(bus: EventBus, channel: string, count: number) {
  const received: unknown[] = [];
  let done: (payloads: unknown[]) => void = () => undefined;
  const all = new Promise<unknown[]>((resolve) => (done = resolve));
  const unsubscribe = await bus.subscribe(channel, (payload) => {
    received.push(payload);
    if (received.length === count) done(received);
  });
  return { all, unsubscribe };
}

describe(`event bus on ${testDatabaseKind()}`, () => {
  let database: Database;
  let bus: EventBus;
  beforeAll(async () => {
    database = await createTestDatabase();
    bus = createEventBus(database, log);
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  it('delivers JSON payloads to every subscriber of the channel, in order', async () => {
    const first = await collect(bus, 'bus_test_a', 2);
    const second = await collect(bus, 'bus_test_a', 2);
    const elsewhere = vi.fn();
    await bus.subscribe('bus_test_b', elsewhere);
    await bus.publish('bus_test_a', { n: 1, text: 'café' });
    await bus.publish('bus_test_a', { n: 2 });
    const expected = [{ n: 1, text: 'café' }, { n: 2 }];
    expect(await first.all).toEqual(expected);
    expect(await second.all).toEqual(expected);
    expect(elsewhere).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', async () => {
    const stopped = vi.fn();
    const unsubscribe = await bus.subscribe('bus_test_c', stopped);
    await unsubscribe();
    const still = await collect(bus, 'bus_test_c', 1);
    await bus.publish('bus_test_c', 'after');
    expect(await still.all).toEqual(['after']);
    expect(stopped).not.toHaveBeenCalled();
  });

  it('refuses a payload PostgreSQL would refuse, and a channel name that is not plain', async () => {
    const big = 'é'.repeat(4_000); // 8000 bytes in UTF-8
    await expect(bus.publish('bus_test_d', big)).rejects.toBeInstanceOf(EventPayloadTooLargeError);
    await expect(bus.publish('Bus-Test', 1)).rejects.toThrow('invalid event channel name');
    await expect(bus.subscribe('x; drop table users', () => undefined)).rejects.toThrow();
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'listens again after its connection is cut (PostgreSQL only: PGlite has no connection to lose)',
    async () => {
      const before = await collect(bus, 'bus_test_e', 1);
      await bus.publish('bus_test_e', 'before');
      expect(await before.all).toEqual(['before']);
      await database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%'`);
      const after = await collect(bus, 'bus_test_e', 1);
      // Until the listener is back, a NOTIFY has no one to reach: keep publishing until it does.
      await vi.waitFor(
        async () => {
          await bus.publish('bus_test_e', 'after');
          expect(await Promise.race([after.all, new Promise((r) => setTimeout(r, 50))])).toEqual([
            'after',
          ]);
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'event bus listener failed');
    },
  );
});
