/**
 * Rendering off the main thread: a render blocks its thread for 5–40 ms, and a long-lived
 * worker keeps the Typst compiler and its fonts loaded between renders. No Typst import here, so the
 * calling process never loads the renderer itself.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { CoverLetterOptions, DocxOptions, RenderOptions } from '../render-options';
import type { RenderJob, RenderOutput, RenderReply } from './protocol';

export interface RenderWorkerOptions {
  /** The bundled worker entry in production; the .ts source next to this file by default. */
  workerUrl?: URL;
  /** How long one render may take before the worker is stopped (and started again on the next). */
  timeoutMs?: number;
  maxMemoryMb?: number;
}

export interface Renderer {
  renderCvPdf(content: unknown, options: RenderOptions): Promise<Buffer>;
  /** The pages of the same PDF, one SVG document each (the preview). */
  renderCvSvgPages(content: unknown, options: RenderOptions): Promise<string[]>;
  renderCvDocx(content: unknown, options: DocxOptions): Promise<Buffer>;
  renderCoverLetterPdf(options: CoverLetterOptions): Promise<Buffer>;
  /** Starts the worker and makes its first render, so no user waits for font and code loading. */
  warmUp(): Promise<void>;
  /** Stops the worker; renders still queued are refused. */
  close(): Promise<void>;
}

export class RenderError extends Error {
  override name = 'RenderError';
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_MEMORY_MB = 512;

/**
 * WARNING: on Node 20, `execArgv: ['--import', 'tsx']` does not apply to a worker's own .ts entry
 * (ERR_UNKNOWN_FILE_EXTENSION), so dev and tests register tsx inside the worker first (as
 * cv-parser's parse-in-worker does). Production passes the URL of the bundled .js entry.
 * Such a worker starts without the parent's execArgv, so that a parent run as
 * `node --import tsx` does not register tsx in it a second time (Node 24 passes it on).
 */
function typeScriptBootstrap(workerUrl: URL): string {
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); });`;
}

interface Pending {
  worker: Worker;
  id: number;
  resolve: (output: RenderOutput) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One worker thread, started on first use and kept alive. Renders run one after the other; a
 * render that fails only rejects itself, and a worker that dies or times out is replaced by a
 * fresh one for the next render.
 */
export function createRenderWorker(options: RenderWorkerOptions = {}): Renderer {
  const workerUrl = options.workerUrl ?? new URL('./render-worker.ts', import.meta.url);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let worker: Worker | undefined;
  let pending: Pending | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;
  let closed = false;

  function settle(outcome: { output: RenderOutput } | { error: Error }) {
    const current = pending;
    if (!current) return;
    pending = undefined;
    clearTimeout(current.timer);
    if ('output' in outcome) current.resolve(outcome.output);
    else current.reject(outcome.error);
  }

  /** Drops a worker that died or hung; the pending render on it fails with `error`. */
  function discard(stopped: Worker, error: Error) {
    if (worker === stopped) worker = undefined;
    void stopped.terminate();
    if (pending?.worker === stopped) settle({ error });
  }

  function start(): Worker {
    const isTypeScript = workerUrl.pathname.endsWith('.ts');
    const started = new Worker(isTypeScript ? typeScriptBootstrap(workerUrl) : workerUrl, {
      eval: isTypeScript,
      ...(isTypeScript ? { execArgv: [] } : {}),
      // The Typst compiler reads FONTCONFIG_FILE from the real environment (typst/compiler.ts).
      env: SHARE_ENV,
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB },
    });
    // Idle, it must not keep the process alive; a render in flight has its caller waiting anyway.
    started.unref();
    started.on('message', (reply: RenderReply) => {
      if (pending?.worker !== started || pending.id !== reply.id) return;
      settle(reply.ok ? { output: reply.output } : { error: new RenderError(reply.message) });
    });
    started.on('error', (error) =>
      discard(started, new RenderError(`The render worker failed: ${error.message}`)),
    );
    started.on('exit', (code) =>
      discard(started, new RenderError(`The render worker stopped (exit code ${code})`)),
    );
    return started;
  }

  function dispatch(job: RenderJob): Promise<RenderOutput> {
    if (closed) return Promise.reject(new RenderError('The renderer is closed'));
    const current = (worker ??= start());
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => discard(current, new RenderError(`Rendering took longer than ${timeoutMs} ms`)),
        timeoutMs,
      );
      pending = { worker: current, id, resolve, reject, timer };
      current.postMessage({ id, job });
    });
  }

  /** Serialised: the next job goes to the worker only once the one before has settled. */
  function enqueue(job: RenderJob): Promise<RenderOutput> {
    const result = queue.then(() => dispatch(job));
    queue = result.catch(() => undefined);
    return result;
  }

  async function file(job: RenderJob): Promise<Buffer> {
    const bytes = await enqueue(job);
    if (Array.isArray(bytes)) throw new RenderError('The render worker sent pages, not a file');
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  return {
    renderCvPdf: (content, renderOptions) =>
      file({ kind: 'cv-pdf', content, options: renderOptions }),
    async renderCvSvgPages(content, renderOptions) {
      const pages = await enqueue({ kind: 'cv-svg-pages', content, options: renderOptions });
      if (!Array.isArray(pages)) throw new RenderError('The render worker sent a file, not pages');
      return pages;
    },
    renderCvDocx: (content, docxOptions) =>
      file({ kind: 'cv-docx', content, options: docxOptions }),
    renderCoverLetterPdf: (letterOptions) =>
      file({ kind: 'cover-letter-pdf', options: letterOptions }),
    warmUp: async () => {
      await enqueue({ kind: 'warm-up' });
    },
    async close() {
      closed = true;
      const stopping = worker;
      if (!stopping) return;
      discard(stopping, new RenderError('The renderer is closed'));
      await stopping.terminate();
    },
  };
}
