/**
 * Shows what the parser saw in one PDF: its logical lines (page, column, x, size, style) under
 * the sections they were cut into, then the parsed content as JSON. For working on a design:
 *
 *   npm run parse:inspect -- packages/cv-parser/corpus/documents/<design>/<name>.pdf [--json]
 */
import fs from 'node:fs';
import { linesInReadingOrder, parseCvPdf } from '../src/index';
import { bodySize, detectSections } from '../src/detect-sections';
import { mergeLines } from '../src/merge-lines';
import { readPdf } from '../src/read-pdf';

const [file, ...flags] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run parse:inspect -- FILE.pdf [--json]');
  process.exit(2);
}
const bytes = new Uint8Array(fs.readFileSync(file));
const { pages } = await readPdf(bytes, { ocr: false });
const lines = mergeLines(linesInReadingOrder(pages));
const body = bodySize(lines);
console.log(`body size ${body}`);
for (const section of detectSections(lines)) {
  const heading = lines.find((line) => line.text === section.title);
  const look = heading
    ? ` x${heading.x.toFixed(0)} s${heading.size.toFixed(1)}${heading.bold ? ' B' : ''}`
    : '';
  console.log(`\n=== ${section.type ?? '-'} «${section.title}»${look}`);
  for (const line of section.lines) {
    const style = `${line.bold ? 'B' : ' '}${line.isBullet ? '•' : ' '}${line.headingColumn ? 'H' : ' '}`;
    const chunks =
      line.chunks.length > 1 ? `  [${line.chunks.map((c) => c.text).join(' | ')}]` : '';
    console.log(
      `p${line.page} c${line.column} x${line.x.toFixed(0).padStart(3)} s${line.size.toFixed(1)} ${style} ${line.text}${chunks}`,
    );
  }
}
if (flags.includes('--json')) {
  const parsed = await parseCvPdf(bytes);
  console.log(JSON.stringify(parsed.content, null, 1));
}
