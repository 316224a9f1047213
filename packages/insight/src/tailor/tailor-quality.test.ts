import { describe, expect, it } from 'vitest';
import { analyzeAts, type EngineContext } from '../ats/analyze-ats';
import { defaultKnowledge } from '../knowledge';
import { QUALITY_PAIRS } from '../quality/pairs';
import { fabrications, letterFabrications, sourceFacts } from './fabrication';
import { tailorCv } from './tailor-cv';
import { contentOf, partnerOf, TAILOR_NOW, tailorInput } from './testing';

const context: EngineContext = { knowledge: defaultKnowledge(), now: TAILOR_NOW };

describe('tailoring on the quality set (48 CV/job pairs, 12 industries)', () => {
  it.each([1, 7, 10])(
    'invents nothing at matching level %i: every entity of every output is in the CV or the other CV',
    (matchingLevel) => {
      const invented: string[] = [];
      for (const pair of QUALITY_PAIRS) {
        const other = contentOf(partnerOf(pair));
        const facts = sourceFacts(context.knowledge, [contentOf(pair), other], TAILOR_NOW);
        for (const source of ['full_cv', 'default_cv'] as const) {
          const result = tailorCv(
            context,
            tailorInput(pair, {
              source,
              matchingLevel,
              includeCoverLetter: true,
              otherCvs: [{ title: 'Other CV', content: other }],
            }),
          );
          const found = [
            ...fabrications(context.knowledge, result.content, facts),
            ...letterFabrications(context.knowledge, result.coverLetter ?? '', facts, pair.job),
          ];
          invented.push(
            ...found.map(
              (item) => `${pair.id} ${source}: ${item.kind} "${item.value}" in ${item.where}`,
            ),
          );
        }
      }
      expect(QUALITY_PAIRS.length).toBeGreaterThanOrEqual(40);
      expect(invented).toEqual([]);
    },
  );

  it.each([7, 10])(
    'raises the ATS score against the job on at least 90% of the pairs (level %i)',
    (matchingLevel) => {
      const rows = QUALITY_PAIRS.map((pair) => {
        const input = tailorInput(pair, { matchingLevel });
        const before = analyzeAts(context, { content: input.content, target: pair.job }).atsScore;
        const result = tailorCv(context, input);
        const after = analyzeAts(context, { content: result.content, target: pair.job }).atsScore;
        return { id: pair.id, before, after };
      });
      const raised = rows.filter(({ before, after }) => after > before);
      const share = raised.length / rows.length;
      const mean = (key: 'before' | 'after') =>
        rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
      console.info(
        `ATS improvement at level ${matchingLevel}: ${raised.length}/${rows.length} pairs (${Math.round(share * 1000) / 10}%), mean ${mean('before').toFixed(1)} → ${mean('after').toFixed(1)}`,
      );
      expect(rows.filter(({ before, after }) => after < before)).toEqual([]);
      expect(share).toBeGreaterThanOrEqual(0.9);
    },
  );

  it('tailors a CV with its cover letter in a median under 250 ms (no render, shared machine)', () => {
    const times = QUALITY_PAIRS.map((pair) => {
      const input = tailorInput(pair, { includeCoverLetter: true });
      const started = performance.now();
      tailorCv(context, input);
      return performance.now() - started;
    }).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.info(`tailorCv median over ${times.length} pairs: ${median.toFixed(1)} ms`);
    expect(median).toBeLessThan(250);
  });
});
