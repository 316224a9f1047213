/**
 * Worker entry: parses the bytes it is given and posts the result or the failure reason.
 * Kept thin on purpose: the API's production build bundles this file as its own entry.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CvParseError } from './errors';
import { parseCvPdf } from './index';

const bytes = new Uint8Array(workerData as ArrayBuffer);
try {
  parentPort?.postMessage({ ok: true, result: await parseCvPdf(bytes) });
} catch (error) {
  const reason = error instanceof CvParseError ? error.reason : 'corrupt';
  parentPort?.postMessage({ ok: false, reason });
}
