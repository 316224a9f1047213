import { cvContentSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { JOB_CLAIM } from '../match/measured-against';
import { engine } from '../testing/fixtures';
import { QUALITY_PAIRS } from './pairs';
import { corpusCv, englishCorpusCvs } from './stuffing';

// docs/product.md §C9: a report says what it was measured against.
const cvs = [
  ...QUALITY_PAIRS.map((pair) => ({ id: pair.id, content: cvContentSchema.parse(pair.cv) })),
  ...englishCorpusCvs().map((file) => ({ id: file, content: corpusCv(file) })),
];

/** Every text a report shows, without the target it names. */
const textsOf = (report: object) => {
  const { target: _target, ...rest } = report as { target?: unknown };
  return JSON.stringify(rest);
};

describe('what a report was measured against', () => {
  it('never claims a job when none was given (ATS, suggestions, career; pairs and corpus CVs)', async () => {
    expect(cvs.length).toBeGreaterThan(80);
    const claims: string[] = [];
    let typical = 0;
    for (const { id, content } of cvs) {
      const ats = await engine.analyzeAts({ content });
      const career = await engine.analyzeCareer({ content });
      for (const [kind, text] of [
        ['ats', textsOf(ats)],
        ['career', textsOf(career)],
      ] as const) {
        const claim = JOB_CLAIM.exec(text);
        if (claim)
          claims.push(`${id} ${kind}: …${text.slice(claim.index - 60, claim.index + 40)}…`);
        if (/typical [^"]* postings/.test(text)) typical += 1;
      }
    }
    expect(claims).toEqual([]);
    expect(typical).toBeGreaterThan(cvs.length);
  });

  it('quotes the posting’s own words when a job is given', async () => {
    const quoted = [];
    for (const pair of QUALITY_PAIRS.slice(0, 12)) {
      const ats = await engine.analyzeAts({
        content: cvContentSchema.parse(pair.cv),
        target: pair.job,
      });
      const texts = [
        ...ats.technicalSkills.recommendations,
        ...ats.keywordOptimization.recommendations,
      ];
      for (const text of texts) {
        const quote = /the posting says "…?(.+?)…?"/.exec(text)?.[1];
        if (quote) {
          expect(pair.job.job_description).toContain(quote);
          quoted.push(quote);
        }
      }
    }
    expect(quoted.length).toBeGreaterThan(6);
  });

  it('asks for no keyword density: the advice is to show a requirement in an achievement', async () => {
    for (const pair of QUALITY_PAIRS) {
      const ats = await engine.analyzeAts({
        content: cvContentSchema.parse(pair.cv),
        target: pair.job,
      });
      const advice = [
        ...ats.overallRecommendations,
        ...ats.keywordOptimization.recommendations,
        ...(ats.suggestions ?? []).map((item) => item.description),
      ].join('\n');
      expect(advice, pair.id).not.toMatch(/densit|under 10 ?%/i);
      // The figure itself stays.
      expect(ats.keywordOptimization.density).toBeGreaterThanOrEqual(0);
    }
  });
});
