import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** Expired counters are deleted at most this often per process. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * A @fastify/rate-limit store (the contract of its LocalStore: `incr`, `read`, `child`) keeping
 * the counters in the database, so every API process counts against one budget. One upsert per
 * attempt: a key's window starts at its first attempt and lasts `timeWindow` ms; an expired
 * window starts again at 1. Keys carry their limit's name (createAttemptLimit), so one table
 * holds every limit.
 */
export function databaseRateLimitStore(db: Db) {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    db.execute(sql`delete from rate_limit_hits where expires_at < now()`).catch(() => {
      // The next sweep retries; an expired row left over is restarted by the next attempt.
    });
  };
  const answer = (rows: unknown, callback: Callback) => {
    const [row] = (rows as { rows: { count: number; ttl_ms: number | string }[] }).rows;
    callback(null, {
      current: row?.count ?? 0,
      ttl: Math.max(0, Math.round(Number(row?.ttl_ms ?? 0))),
    });
  };

  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      sweep();
      db.execute(
        sql`insert into rate_limit_hits (key, count, expires_at)
            values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when rate_limit_hits.expires_at <= now() then 1
                           else rate_limit_hits.count + 1 end,
              expires_at = case when rate_limit_hits.expires_at <= now() then excluded.expires_at
                                else rate_limit_hits.expires_at end
            returning count, extract(epoch from (expires_at - now())) * 1000 as ttl_ms`,
      ).then(
        (result) => answer(result, callback),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      db.execute(
        sql`select count, extract(epoch from (expires_at - now())) * 1000 as ttl_ms
            from rate_limit_hits where key = ${key} and expires_at > now()`,
      ).then(
        (result) => answer(result, callback),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}
