import type { ParsePool } from '@cvforge/cv-parser';
import type { SourceBox } from '@cvforge/contracts';
import type { ParseStats } from '../../platform/db/schema';
import { JobInterruptedError } from '../../platform/queue/job-queue';

/**
 * What the parse job needs from the parser: content, per-field confidence, why a value was
 * doubted (`reasons`, keyed like the confidence) and what the parser saw of the document (the
 * ATS evidence), or a reason. A parse stopped before it finished (the pool closed by a shutdown,
 * `signal` aborted) is no verdict on the file: it throws JobInterruptedError and the job is
 * handed to another worker.
 */
export type ParseCvPdf = (
  bytes: Uint8Array,
  options?: { signal?: AbortSignal | undefined },
) => Promise<
  | {
      ok: true;
      content: Record<string, unknown>;
      confidence: Record<string, number>;
      reasons: Record<string, string>;
      printed: Record<string, string>;
      sources: Record<string, SourceBox>;
      stats: Omit<ParseStats, 'confidence'>;
    }
  | { ok: false; reason: string }
>;

/** Shown when the parser fails in a way it did not explain. */
export const UNREADABLE_PDF_MESSAGE = 'This PDF could not be read. Please try another file.';

const PARSE_TIMEOUT_MS = 10_000;
/** Past 256 MB a PDF of millions of operators could end the whole process (docs/decisions/011-parse-pipeline.md). */
const PARSE_MAX_MEMORY_MB = 512;

/**
 * The bundled server ships the parser's worker as dist/parse-worker.js (scripts/build.ts);
 * from the sources the parser finds its own worker file.
 */
const workerUrl =
  process.env.CVFORGE_BUNDLED === '1' ? new URL('./parse-worker.js', import.meta.url) : undefined;

/**
 * @cvforge/cv-parser in a pool of `concurrency` reused worker threads, each document bounded in
 * time and memory, so a hostile PDF can neither hang nor crash the server. Imported and started
 * on first use: an API-only process never loads pdf.js. `close` ends the threads.
 */
export function createCvParser({ concurrency }: { concurrency: number }) {
  let pool: Promise<ParsePool> | undefined;
  let closed = false;
  const parser = () =>
    (pool ??= import('@cvforge/cv-parser').then(({ createParsePool }) =>
      createParsePool({
        size: concurrency,
        timeoutMs: PARSE_TIMEOUT_MS,
        maxMemoryMb: PARSE_MAX_MEMORY_MB,
        ...(workerUrl ? { workerUrl } : {}),
      }),
    ));

  const parseCvPdf: ParseCvPdf = async (bytes, { signal } = {}) => {
    const { CvParseError, ParseAbortedError } = await import('@cvforge/cv-parser');
    try {
      if (closed) throw new ParseAbortedError(); // never a new pool once this one was closed
      const parsed = await (await parser()).parse(bytes, signal ? { signal } : {});
      return {
        ok: true,
        content: parsed.content as unknown as Record<string, unknown>,
        confidence: parsed.confidence,
        reasons: parsed.reasons,
        printed: parsed.printed,
        sources: parsed.sources,
        stats: parsed.stats,
      };
    } catch (error) {
      if (error instanceof ParseAbortedError) {
        throw new JobInterruptedError('the parse was stopped before it finished', { cause: error });
      }
      if (error instanceof CvParseError) return { ok: false, reason: error.message };
      return { ok: false, reason: UNREADABLE_PDF_MESSAGE };
    }
  };

  return {
    parseCvPdf,
    async close() {
      closed = true;
      const started = pool;
      pool = undefined;
      await (await started)?.close();
    },
  };
}
export type CvParser = ReturnType<typeof createCvParser>;
