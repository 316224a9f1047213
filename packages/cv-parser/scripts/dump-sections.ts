/** Debug: prints each detected section's logical lines (bold, bullet, chunks) for one PDF. */
import fs from 'node:fs';
import { bodySize, detectSections } from '../src/detect-sections';
import { groupLines } from '../src/group-lines';
import { mergeLines } from '../src/merge-lines';
import { readPdf } from '../src/read-pdf';
import { orderPages } from '../src/reading-order';
import { stripPageFurniture } from '../src/strip-page-furniture';

const file = process.argv[2] ?? '';
const { pages } = await readPdf(new Uint8Array(fs.readFileSync(file)));
const lines = mergeLines(orderPages(pages, stripPageFurniture(pages, pages.map(groupLines))));
console.log(`body size ${bodySize(lines)}`);
for (const section of detectSections(lines)) {
  console.log(`=== [${section.type ?? '-'}] ${section.title}`);
  for (const line of section.lines) {
    const flags = `${line.bold ? 'B' : ' '}${line.isBullet ? '•' : ' '} x${Math.round(line.x)} s${line.size.toFixed(1)}`;
    const chunks =
      line.chunks.length > 1
        ? line.chunks.map((c) => `{${c.bold ? 'B:' : ''}${c.text}}`).join('')
        : '';
    console.log(`${flags} | ${line.text}${chunks ? '   ' + chunks : ''}`);
  }
}
