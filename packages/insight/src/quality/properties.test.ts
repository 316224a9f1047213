import {
  atsAnalyticsSchema,
  careerAnalyticsReportSchema,
  cvContentSchema,
  type CvContent,
} from '@cvforge/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanPdf, engine } from '../testing/fixtures';
import { QUALITY_PAIRS } from './pairs';
import type { PdfEvidence } from '../types';

const pairs = QUALITY_PAIRS.map((pair) => ({ ...pair, content: cvContentSchema.parse(pair.cv) }));
const SECTION_TYPES_TO_DROP = [
  'summary',
  'education',
  'skills',
  'soft_skills',
  'certifications',
  'experience',
] as const;

/** A CV of the set, damaged at random (sections dropped, dates or lines removed, noise added), against any job. */
const caseArbitrary = fc.record({
  cv: fc.nat({ max: pairs.length - 1 }),
  job: fc.nat({ max: pairs.length - 1 }),
  drop: fc.subarray([...SECTION_TYPES_TO_DROP]),
  undate: fc.boolean(),
  noise: fc.array(fc.string({ maxLength: 60 }), { maxLength: 3 }),
  pdf: fc.option(
    fc.record({
      columns: fc.constantFrom(1 as const, 2 as const),
      textItems: fc.nat({ max: 500 }),
      pages: fc.integer({ min: 1, max: 5 }),
      oddHeading: fc.boolean(),
    }),
  ),
  withJob: fc.boolean(),
});

interface Damage {
  cv: number;
  drop: readonly string[];
  undate: boolean;
  noise: readonly string[];
}

function build({ cv, drop, undate, noise }: Damage): CvContent {
  const content = structuredClone((pairs[cv] as (typeof pairs)[number]).content);
  content.sections = content.sections.filter((section) => !drop.includes(section.type));
  for (const section of content.sections)
    if (section.type === 'experience')
      for (const entry of section.content.experiences) {
        if (undate) entry.duration = '';
        entry.achievements.push(...noise);
      }
  return content;
}

function pdfOf(
  value: { columns: 1 | 2; textItems: number; pages: number; oddHeading: boolean } | null,
): PdfEvidence | null {
  if (!value) return null;
  return {
    ...cleanPdf,
    ...value,
    headings: value.oddHeading
      ? [...cleanPdf.headings, { title: 'Things I Did', type: null }]
      : cleanPdf.headings,
  };
}

describe('engine properties', () => {
  it('never puts a field outside its range, and gives the same output for the same input', async () => {
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async (value) => {
        const content = build(value);
        const target = value.withJob ? (pairs[value.job] as (typeof pairs)[number]).job : undefined;
        const input = { content, target, pdf: pdfOf(value.pdf) };
        const ats = await engine.analyzeAts(input);
        expect(atsAnalyticsSchema.parse(ats)).toEqual(ats);
        expect(Number.isInteger(ats.atsScore)).toBe(true);
        expect(await engine.analyzeAts(input)).toEqual(ats);
        const career = await engine.analyzeCareer({ content, target });
        expect(careerAnalyticsReportSchema.parse(career)).toEqual(career);
        expect(await engine.analyzeCareer({ content, target })).toEqual(career);
      }),
      { numRuns: 150 },
    );
  });

  it('adding a missing critical keyword into an achievement never lowers the score and raises keyword optimization', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(caseArbitrary, fc.nat(), async (value, pick) => {
        const content = build({
          ...value,
          drop: value.drop.filter((type) => type !== 'experience'),
        });
        const target = (pairs[value.job] as (typeof pairs)[number]).job;
        const pdf = pdfOf(value.pdf);
        const before = await engine.analyzeAts({ content, target, pdf });
        const critical = before.keywordOptimization.criticalKeywords;
        const experience = content.sections.find((section) => section.type === 'experience');
        if (
          critical.length === 0 ||
          experience?.type !== 'experience' ||
          !experience.content.experiences[0]
        )
          return;
        const keyword = critical[pick % critical.length] as string;
        experience.content.experiences[0].achievements.push(`Used ${keyword} every week`);
        const after = await engine.analyzeAts({ content, target, pdf });
        checked += 1;
        expect(after.atsScore).toBeGreaterThanOrEqual(before.atsScore);
        expect(after.keywordOptimization.criticalKeywords).not.toContain(keyword);
        expect(after.keywordOptimization.matches?.length).toBeGreaterThan(
          before.keywordOptimization.matches?.length ?? 0,
        );
      }),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(50);
  });
});
