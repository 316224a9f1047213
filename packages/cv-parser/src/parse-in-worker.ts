import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { CvParseError, isParseFailureReason, ParseAbortedError } from './errors';
import type { ParsedCv } from './types';
import { OCR_TIMEOUT_MS } from './ocr/bounds';
import type { WorkerAnswer, WorkerProgress, WorkerTask } from './parse-worker';

export interface ParsePoolOptions {
  /** Threads, and so documents parsed at once (default: the machine's cores). */
  size?: number;
  /** Per document, from the moment a thread takes it (default 10 s). */
  timeoutMs?: number;
  /** Per scanned document, from the moment OCR starts (default OCR_TIMEOUT_MS). */
  ocrTimeoutMs?: number;
  /** Heap of each thread (default 256 MB). */
  maxMemoryMb?: number;
  /** The worker entry: the bundled server passes its dist/parse-worker.js. */
  workerUrl?: URL;
}
export type ParseInWorkerOptions = Omit<ParsePoolOptions, 'size'>;

export interface ParseOptions {
  /** Aborting it stops the parse (its thread is terminated and replaced): ParseAbortedError. */
  signal?: AbortSignal;
}

/** Parser threads, reused from one document to the next. */
export interface ParsePool {
  /**
   * Settles with the result or a CvParseError (the document's fault), or with ParseAbortedError
   * when the parse was stopped before it finished: `signal` aborted, or the pool closed.
   */
  parse(bytes: Uint8Array, options?: ParseOptions): Promise<ParsedCv>;
  /** Ends every thread; a parse still running rejects with ParseAbortedError. */
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_MEMORY_MB = 256;
/** How long a document may wait for a thread (behind others, or while threads boot). */
const QUEUE_LIMIT_MS = 120_000;

/**
 * From the sources the threads load parse-worker-tsx.mjs, which registers tsx before importing
 * the TypeScript entry. WARNING: on Node 20 `execArgv: ['--import', 'tsx']` does not reach a
 * worker's dynamic import of a .ts file (ERR_UNKNOWN_FILE_EXTENSION); registering inside does.
 * Those threads start without the parent's execArgv: on Node 24 a parent run as
 * `node --import tsx` passes its tsx on to them, and tsx registered twice in one thread overflows
 * its heap cap (docs/decisions/031-safe-defaults.md, "Node.js 24").
 */
const SOURCE_WORKER = new URL('./parse-worker-tsx.mjs', import.meta.url);

/**
 * A pool of parser threads (piscina): a hostile PDF can only fail its own parse. Each document is
 * bounded in time (the thread running it is terminated and replaced when it runs over) and in
 * heap (a thread out of memory dies and is replaced); a healthy thread takes the next document.
 * Threads start on the first parse. See docs/decisions/011-parse-pipeline.md.
 */
export function createParsePool(options: ParsePoolOptions = {}): ParsePool {
  const size = Math.max(1, options.size ?? os.availableParallelism());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const ocrTimeoutMs = options.ocrTimeoutMs ?? OCR_TIMEOUT_MS;
  let pool: Piscina | undefined;
  let closed = false;
  let lastTaskId = 0;
  /** Restarts a document's clock with a new bound when its thread reports progress. */
  const onProgress = new Map<number, (boundMs: number) => void>();

  const threads = () => {
    if (pool) return pool;
    pool = new Piscina({
      filename: fileURLToPath(options.workerUrl ?? SOURCE_WORKER),
      ...(options.workerUrl ? {} : { execArgv: [] }),
      minThreads: size,
      maxThreads: size,
      // Kept warm: a thread boots (pdf.js, and tsx from the sources) once, not per document.
      idleTimeout: Infinity,
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB },
    });
    // Piscina emits 'error' for a thread that dies outside a task: one that ran out of memory
    // as its document was cut off, whose caller already has its CvParseError. Piscina replaces
    // the thread; without a listener the event would be thrown and take the process down.
    pool.on('error', () => undefined);
    pool.on('message', (message: WorkerProgress) => {
      if ('parseStarted' in message) onProgress.get(message.parseStarted)?.(timeoutMs);
      else onProgress.get(message.ocrStarted)?.(ocrTimeoutMs);
    });
    return pool;
  };

  return {
    async parse(bytes, { signal } = {}) {
      if (closed || signal?.aborted) throw new ParseAbortedError();
      // WARNING: a copy, never `bytes.slice()`: on a small Node Buffer that is a view of Node's
      // shared pool, and transferring its `.buffer` would hand the whole pool to the thread.
      const buffer = new Uint8Array(bytes).buffer;
      const id = ++lastTaskId;
      const abort = new AbortController();
      let timedOut = false;
      const stop = () => {
        timedOut = true;
        abort.abort();
      };
      // The bound runs from the moment a thread takes the document, not while it waits for one
      // (or for a thread to boot); a thread that never answers is still cut off in the end.
      let timer = setTimeout(stop, timeoutMs + QUEUE_LIMIT_MS);
      onProgress.set(id, (boundMs) => {
        clearTimeout(timer);
        timer = setTimeout(stop, boundMs);
      });
      const stopByCaller = () => abort.abort();
      signal?.addEventListener('abort', stopByCaller, { once: true });
      try {
        const task: WorkerTask = { id, buffer };
        const answer = (await threads().run(task, {
          transferList: [buffer],
          signal: abort.signal,
        })) as WorkerAnswer;
        if (answer.ok) return answer.result;
        throw new CvParseError(isParseFailureReason(answer.reason) ? answer.reason : 'corrupt');
      } catch (error) {
        if (error instanceof CvParseError) throw error;
        // Stopped from outside (the pool destroyed, the caller's signal): not the document's fault.
        if (closed || signal?.aborted) throw new ParseAbortedError({ cause: error });
        if (timedOut) throw new CvParseError('timeout', { cause: error });
        const code = (error as { code?: string } | null)?.code;
        throw new CvParseError(code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large' : 'corrupt', {
          cause: error,
        });
      } finally {
        clearTimeout(timer);
        onProgress.delete(id);
        signal?.removeEventListener('abort', stopByCaller);
      }
    },

    async close() {
      closed = true;
      await pool?.destroy();
      pool = undefined;
    },
  };
}

/**
 * One document in a pool of one thread, closed afterwards (the CLI and one-off callers; a server
 * keeps a pool).
 */
export async function parseCvPdfInWorker(
  bytes: Uint8Array,
  options: ParseInWorkerOptions = {},
): Promise<ParsedCv> {
  const pool = createParsePool({ ...options, size: 1 });
  try {
    return await pool.parse(bytes);
  } finally {
    await pool.close();
  }
}
