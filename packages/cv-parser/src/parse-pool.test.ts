import { describe, expect, it } from 'vitest';
import { createParsePool, CvParseError, ParseAbortedError } from './index';
import { readFixture } from './testing/fixtures';

/**
 * A parse stopped from outside — the pool closed (a shutdown) or the caller's signal aborted (a
 * job handed back) — is told apart from a document that cannot be read: ParseAbortedError, never
 * a CvParseError with a reason a person would be shown (docs/decisions/030-shutdown-hands-work-back.md).
 */
const SCAN = () => readFixture('failures', 'scanned-no-text.pdf');
/**
 * In flight after this: the thread is starting or reading the scan (OCR takes seconds). Short,
 * so a fast machine cannot finish the parse first (1.5 s once did, in a full run).
 */
const IN_FLIGHT_MS = 200;
const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );

describe('a parse stopped before it finished', () => {
  it('rejects with ParseAbortedError when the pool closes, and the closed pool refuses more', async () => {
    const pool = createParsePool({ size: 1 });
    const running = settle(pool.parse(SCAN()));
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_MS));
    await pool.close();
    const error = await running;
    expect(error).toBeInstanceOf(ParseAbortedError);
    expect(error).not.toBeInstanceOf(CvParseError);
    expect(await settle(pool.parse(SCAN()))).toBeInstanceOf(ParseAbortedError);
  });

  it('rejects with ParseAbortedError when its signal aborts; the pool goes on with the next', async () => {
    const pool = createParsePool({ size: 1 });
    try {
      const stop = new AbortController();
      const running = settle(pool.parse(SCAN(), { signal: stop.signal }));
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_MS));
      stop.abort();
      expect(await running).toBeInstanceOf(ParseAbortedError);
      expect(await settle(pool.parse(SCAN(), { signal: stop.signal }))).toBeInstanceOf(
        ParseAbortedError,
      );
      // The stopped thread was replaced: the next document is read as usual.
      const parsed = await pool.parse(readFixture('small-base.pdf'));
      expect(parsed.stats.pages).toBe(1);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
