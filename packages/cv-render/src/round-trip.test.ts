/**
 * The proof of ATS-friendliness (the layout rules of packages/cv-render/README.md): every
 * template's PDF, read back by cv-parser, gives back the content it was rendered from. Fails below
 * 99% field recovery per template.
 */
import { parseCvPdf } from '@cvforge/cv-parser';
import { normaliseCvContent } from '@cvforge/cv-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCvPdf, TEMPLATE_IDS, warmUp } from './index';
import {
  compareContent,
  emptyTally,
  RECOVERY_FIELDS,
  recoveryRate,
  type Tally,
} from './testing/field-recovery';
import { SAMPLE_CVS } from './testing/sample-cvs';

const REQUIRED_RECOVERY = 0.99;
const tallies = new Map<string, Tally>();

beforeAll(warmUp);

afterAll(() => {
  const rows = Object.fromEntries(
    [...tallies].map(([templateId, tally]) => [
      templateId,
      {
        ...Object.fromEntries(
          RECOVERY_FIELDS.map((field) => [field, `${tally[field].correct}/${tally[field].total}`]),
        ),
        overall: `${(recoveryRate(tally) * 100).toFixed(2)}%`,
      },
    ]),
  );
  console.log('Round-trip field recovery per template');
  console.table(rows);
});

describe.each(TEMPLATE_IDS)('round trip through %s', (templateId) => {
  it(`recovers at least ${REQUIRED_RECOVERY * 100}% of fields over ${SAMPLE_CVS.length} CVs`, async () => {
    const tally = emptyTally();
    const misses: string[] = [];
    for (const { label, content: input } of SAMPLE_CVS) {
      const content = normaliseCvContent(input);
      const paperSize = /letter/.test(label) ? 'Letter' : 'A4';
      const pdf = await renderCvPdf(content, { templateId, paperSize });
      const found: string[] = [];
      compareContent(content, (await parseCvPdf(new Uint8Array(pdf))).content, tally, found);
      misses.push(...found.map((miss) => `${label}: ${miss}`));
    }
    tallies.set(templateId, tally);
    if (misses.length > 0) console.log(`${templateId} misses:\n  ${misses.join('\n  ')}`);
    expect(recoveryRate(tally)).toBeGreaterThanOrEqual(REQUIRED_RECOVERY);
  });
});
