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
/**
 * Posted when a document is taken (its time bound starts now) and when it turns out to be a scan
 * read by OCR (its bound becomes the OCR one).
 */
export type WorkerProgress = { parseStarted: number } | { ocrStarted: number };
export type WorkerAnswer =
  { ok: true; result: ParsedCv } | { ok: false; reason: ParseFailureReason };

export default async function parseDocument({ id, buffer }: WorkerTask): Promise<WorkerAnswer> {
  const tell = (progress: WorkerProgress) => parentPort?.postMessage(progress);
  tell({ parseStarted: id });
  try {
    const onOcrStart = () => tell({ ocrStarted: id });
    return { ok: true, result: await parseCvPdf(new Uint8Array(buffer), { onOcrStart }) };
  } catch (error) {
    return { ok: false, reason: error instanceof CvParseError ? error.reason : 'corrupt' };
  }
}
