import { createRenderWorker } from '@cvforge/cv-render/worker';

/**
 * The CV renderer's worker thread. The bundled server ships its entry as dist/render-worker.js
 * (scripts/build.ts); from the sources cv-render finds its own worker file.
 */
export const createCvRenderer = () =>
  createRenderWorker(
    process.env.CVFORGE_BUNDLED === '1'
      ? { workerUrl: new URL('./render-worker.js', import.meta.url) }
      : {},
  );
