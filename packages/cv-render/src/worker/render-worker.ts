/**
 * Worker entry: renders one job at a time for the main thread (./index.ts). Kept thin on purpose:
 * the API's production build bundles this file as its own entry.
 */
import { parentPort } from 'node:worker_threads';
import { renderCvDocx } from '../docx/render-docx';
import { renderCoverLetterPdf, renderCvPdf, renderCvSvgPages, warmUp } from '../render-pdf';
import type { RenderJob, RenderOutput, RenderReply, RenderRequest } from './protocol';

async function run(job: RenderJob): Promise<RenderOutput> {
  switch (job.kind) {
    case 'cv-pdf':
      return renderCvPdf(job.content, job.options);
    case 'cv-svg-pages':
      return renderCvSvgPages(job.content, job.options);
    case 'cv-docx':
      return renderCvDocx(job.content, job.options);
    case 'cover-letter-pdf':
      return renderCoverLetterPdf(job.options);
    case 'warm-up':
      await warmUp();
      return new Uint8Array();
  }
}

parentPort?.on('message', ({ id, job }: RenderRequest) => {
  const reply = (message: RenderReply) => parentPort?.postMessage(message);
  run(job).then(
    (output) => reply({ id, ok: true, output }),
    (error: unknown) =>
      reply({ id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
