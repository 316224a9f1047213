/** `npm run bench:lighthouse`: only the Lighthouse part of `npm run bench` (bench/src/lighthouse.ts). */
import { reportFigures } from './figures';
import { measureLighthouse } from './lighthouse';

reportFigures(await measureLighthouse());
