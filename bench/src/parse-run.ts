/**
 * `npm run bench:parse`: only the CV parse part of `npm run bench` (bench/src/parse.ts), beside
 * pdftotext. No build: the parser is read from its sources. `-- --json FILE` writes the figures.
 */
import { reportFigures } from './figures';
import { measureParse } from './parse';

reportFigures(await measureParse());
