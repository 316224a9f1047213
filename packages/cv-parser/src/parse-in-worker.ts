import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CvParseError, isParseFailureReason } from './errors';
import type { ParsedCv } from './types';

export interface ParseInWorkerOptions {
  timeoutMs?: number;
  maxMemoryMb?: number;
  workerUrl?: URL;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_MEMORY_MB = 256;

type WorkerMessage = { ok: true; result: ParsedCv } | { ok: false; reason: unknown };

/**
 * WARNING: on Node 20, `execArgv: ['--import', 'tsx']` does not apply to a worker's own .ts entry
 * (ERR_UNKNOWN_FILE_EXTENSION), so dev and tests register tsx inside the worker first. Production
 * passes the URL of the bundled .js entry and skips this.
 */
function typeScriptBootstrap(workerUrl: URL): string {
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); });`;
}

/**
 * Parses in a worker thread with a time and memory bound, so a hostile PDF can only fail its own
 * parse, never the caller's process. Always settles: with the result or with a CvParseError.
 */
export function parseCvPdfInWorker(
  bytes: Uint8Array,
  options: ParseInWorkerOptions = {},
): Promise<ParsedCv> {
  const workerUrl = options.workerUrl ?? new URL('./parse-worker.ts', import.meta.url);
  // WARNING: a copy, never `bytes.slice()`: on a small Node Buffer that is a view of Node's
  // shared pool, and transferring its `.buffer` would hand the whole pool to the worker.
  const buffer = new Uint8Array(bytes).buffer;
  return new Promise((resolve, reject) => {
    let settled = false;
    const isTypeScript = workerUrl.pathname.endsWith('.ts');
    const worker = new Worker(isTypeScript ? typeScriptBootstrap(workerUrl) : workerUrl, {
      eval: isTypeScript,
      workerData: buffer,
      transferList: [buffer],
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB },
      stdout: true,
      stderr: true,
    });
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new CvParseError('timeout'))),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    worker.on('message', (message: WorkerMessage) =>
      settle(() => {
        if (message.ok) resolve(message.result);
        else
          reject(
            new CvParseError(isParseFailureReason(message.reason) ? message.reason : 'corrupt'),
          );
      }),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          new CvParseError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large' : 'corrupt', {
            cause: error,
          }),
        ),
      ),
    );
    worker.on('exit', () => settle(() => reject(new CvParseError('corrupt'))));
  });
}
