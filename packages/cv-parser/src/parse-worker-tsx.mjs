// The parse pool's worker entry when running from the TypeScript sources (dev, tests): registers
// tsx in this thread, then loads parse-worker.ts. The production build loads dist/parse-worker.js.
import { register } from 'tsx/esm/api';

// pdf.js is plain JavaScript: loaded before tsx is registered, it is not transformed. tsx would
// rewrite its 3.4 MB with inline source maps (pdf.worker.mjs alone becomes 9.9 MB), which costs
// this thread ~50 MB of its heap cap on Node 20 and ~120 MB on Node 24, where tsx runs its hooks
// inside the thread (docs/decisions/031-safe-defaults.md, "Node.js 24").
await import('pdfjs-dist/legacy/build/pdf.mjs');
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');

register();
const worker = await import('./parse-worker.ts');

export default worker.default;
