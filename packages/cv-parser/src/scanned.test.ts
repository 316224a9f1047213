import fs from 'node:fs';
import path from 'node:path';
import { cvContentSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { parseCvPdfInWorker, type ParsedCv } from './index';
import { accuracyRows, compareCv, emptyTally, type ExpectedCv } from './testing/corpus-accuracy';
import { FIXTURES_DIR, readFixture } from './testing/fixtures';

/**
 * The gate is 85 (docs/decisions/013-ocr.md). Measured 85.1% (66.7% before OCR words were shaped
 * like a text PDF's; what is left: diacritics lost by English-only OCR in names and places, icons
 * read as letters, sidebar skills).
 */
const REQUIRED_ACCURACY = 0.85;
const SCANNED_DIR = path.join(FIXTURES_DIR, 'scanned');
/** Two at a time: each parse has its own tesseract thread, and CI has two cores. */
const CONCURRENCY = 2;

describe('scanned CVs (OCR)', () => {
  it('reads every scanned PDF by OCR, in the parser worker, at the target (85%)', async () => {
    const files = fs
      .readdirSync(SCANNED_DIR)
      .filter((file) => file.endsWith('.pdf'))
      .sort();
    expect(files.length).toBeGreaterThanOrEqual(20);
    const results = new Map<string, { parsed: ParsedCv; ms: number }>();
    const queue = [...files];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          const started = performance.now();
          const parsed = await parseCvPdfInWorker(readFixture('scanned', file));
          results.set(file, { parsed, ms: performance.now() - started });
        }
      }),
    );
    const tally = emptyTally();
    const mismatches: string[] = [];
    let pages = 0;
    let ms = 0;
    for (const file of files) {
      const { parsed, ms: took } = results.get(file) ?? {};
      if (!parsed || took === undefined) throw new Error(`${file} was not parsed`);
      expect(parsed.stats.ocr).toBe(true);
      expect(parsed.stats.textItems).toBe(0);
      expect(cvContentSchema.safeParse(parsed.content).success).toBe(true);
      pages += parsed.stats.pages;
      ms += took;
      const expected = JSON.parse(
        fs.readFileSync(path.join(SCANNED_DIR, file.replace(/\.pdf$/, '.expected.json')), 'utf8'),
      ) as ExpectedCv;
      const before = mismatches.length;
      compareCv(expected, parsed.content, tally, mismatches);
      for (let index = before; index < mismatches.length; index++)
        mismatches[index] = `${file}: ${mismatches[index]}`;
    }
    const { rows, overall } = accuracyRows(tally);
    console.table(rows.map((row) => ({ ...row, accuracy: `${(row.accuracy * 100).toFixed(1)}%` })));
    console.log(
      `scanned: overall ${(overall * 100).toFixed(1)}% over ${files.length} PDFs, ${pages} pages; ` +
        `${Math.round(ms / pages)} ms per page (worker start, rendering, OCR, parsing; ${CONCURRENCY} at a time)`,
    );
    if (mismatches.length > 0) console.log(mismatches.slice(0, 60).join('\n'));
    expect(overall).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  }, 600_000);
});
