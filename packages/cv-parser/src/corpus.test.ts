import fs from 'node:fs';
import path from 'node:path';
import { cvContentSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { parseCvPdf } from './index';
import { accuracyRows, compareCv, emptyTally, type ExpectedCv } from './testing/corpus-accuracy';
import { CORPUS_DIR, corpusFiles, readFixture } from './testing/fixtures';

const REQUIRED_ACCURACY = 0.95;

describe('corpus accuracy', () => {
  it('parses every corpus PDF into valid content at 95% field accuracy or better', async () => {
    const files = corpusFiles();
    expect(files.length).toBeGreaterThanOrEqual(30);
    const tally = emptyTally();
    const mismatches: string[] = [];
    for (const file of files) {
      const expected = JSON.parse(
        fs.readFileSync(path.join(CORPUS_DIR, file.replace(/\.pdf$/, '.expected.json')), 'utf8'),
      ) as ExpectedCv;
      const parsed = await parseCvPdf(readFixture('corpus', file));
      expect(cvContentSchema.safeParse(parsed.content).success).toBe(true);
      expect(parsed.stats.ocr).toBe(false);
      const before = mismatches.length;
      compareCv(expected, parsed.content, tally, mismatches);
      for (let index = before; index < mismatches.length; index++)
        mismatches[index] = `${file}: ${mismatches[index]}`;
    }
    const { rows, overall } = accuracyRows(tally);
    console.table(rows.map((row) => ({ ...row, accuracy: `${(row.accuracy * 100).toFixed(1)}%` })));
    console.log(`overall ${(overall * 100).toFixed(1)}% over ${files.length} PDFs`);
    if (mismatches.length > 0) console.log(mismatches.slice(0, 40).join('\n'));
    expect(overall).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it('gives a confidence between 0 and 1 for the fields it found', async () => {
    const parsed = await parseCvPdf(readFixture('corpus', corpusFiles()[0] ?? ''));
    expect(parsed.confidence['personal_info.email']).toBeGreaterThan(0.9);
    expect(parsed.confidence['sections.experience.0.title']).toBeGreaterThan(0);
    const values = Object.values(parsed.confidence);
    expect(values.every((value) => value >= 0 && value <= 1)).toBe(true);
  });
});
