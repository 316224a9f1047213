/**
 * Worker entry of the parse pool (parse-in-worker.ts): parses the bytes of one document and
 * answers with the result or the failure reason. Kept thin on purpose: the API's production
 * build bundles this file as its own entry.
 */
import { parentPort } from 'node:worker_threads';
import { CvParseError, type ParseFailureReason } from './errors';
import { parseCvPdf } from './index';
import type { ParsedCv } from './types';

export interface WorkerTask {
  id: number;
  buffer: ArrayBuffer;
}
/** Posted when a document is taken: its time bound starts now. */
export interface WorkerStarted {
  parseStarted: number;
}
export type WorkerAnswer =
  { ok: true; result: ParsedCv } | { ok: false; reason: ParseFailureReason };

export default async function parseDocument({ id, buffer }: WorkerTask): Promise<WorkerAnswer> {
  parentPort?.postMessage({ parseStarted: id } satisfies WorkerStarted);
  try {
    return { ok: true, result: await parseCvPdf(new Uint8Array(buffer)) };
  } catch (error) {
    return { ok: false, reason: error instanceof CvParseError ? error.reason : 'corrupt' };
  }
}
