// The parse pool's worker entry when running from the TypeScript sources (dev, tests): registers
// tsx in this thread, then loads parse-worker.ts. The production build loads dist/parse-worker.js.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./parse-worker.ts');

export default worker.default;
