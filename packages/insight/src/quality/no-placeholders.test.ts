import {
  composeFillIn,
  hasTemplateText,
  suggestionTexts,
  templateTextFields,
  type CvContent,
  type EngineSuggestion,
} from '@cvforge/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultKnowledge } from '../knowledge';
import { applyImprovement } from '../apply/apply-improvement';
import { tailorCv } from '../tailor/tailor-cv';
import { contentOf, TAILOR_NOW, tailorInput } from '../tailor/testing';
import { engine } from '../testing/fixtures';
import { QUALITY_PAIRS } from './pairs';

/** Template text a CV may already hold (an old suggestion applied unfilled, a template's leftovers). */
const LEFTOVERS = [
  'Applied experimentation to [what you did], [the result, with a number].',
  '[Action verb] [what you changed], [improving a metric] by [N]% in [time].',
  'Led [project or team of N] to [outcome], [result with a number].',
  'Grew revenue by XX% at <Company Name>.',
];

const caseArbitrary = fc.record({
  cv: fc.nat({ max: QUALITY_PAIRS.length - 1 }),
  job: fc.nat({ max: QUALITY_PAIRS.length - 1 }),
  level: fc.integer({ min: 1, max: 10 }),
  source: fc.constantFrom('full_cv' as const, 'default_cv' as const),
  leftovers: fc.subarray(LEFTOVERS),
  inSummary: fc.boolean(),
  /** The user's answers to a fill-in form: anything they may type, placeholders refused. */
  words: fc.string({ minLength: 1, maxLength: 40 }),
});

/** The CV with template text in its first job's bullets and, maybe, its summary. */
function withLeftovers(content: CvContent, leftovers: readonly string[], inSummary: boolean) {
  const copy = structuredClone(content);
  for (const section of copy.sections) {
    if (section.type === 'experience')
      section.content.experiences[0]?.achievements.push(...leftovers);
    if (section.type === 'summary' && inSummary && leftovers[0])
      section.content.text = `${section.content.text} ${leftovers[0]}`;
  }
  return copy;
}

const leftoverTexts = (suggestions: readonly EngineSuggestion[]) =>
  suggestions.flatMap(suggestionTexts).filter(hasTemplateText);

describe('no placeholder reaches a CV (docs/decisions/032-no-placeholders.md)', () => {
  it('improvements, tailoring and cover letters hold no unfilled template text, for any CV of the quality set', async () => {
    const context = { knowledge: defaultKnowledge(), now: TAILOR_NOW };
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async (value) => {
        const pair = QUALITY_PAIRS[value.cv] as (typeof QUALITY_PAIRS)[number];
        const job = (QUALITY_PAIRS[value.job] as (typeof QUALITY_PAIRS)[number]).job;
        const content = withLeftovers(contentOf(pair), value.leftovers, value.inSummary);

        const report = await engine.analyzeAts({ content, target: job });
        const suggestions = await engine.suggestImprovements({ content, report });
        expect(leftoverTexts([...(report.suggestions ?? []), ...suggestions])).toEqual([]);
        // Applying every suggestion, forms answered with what the user typed, adds no template text
        // (the summary suggestion may take some out).
        const before = templateTextFields(content).length;
        let applied = content;
        for (const suggestion of suggestions) {
          let item = { ...suggestion, part_to_update: null };
          if (suggestion.fill_in) {
            const answers = Object.fromEntries(
              suggestion.fill_in.fields.map((field) => [field.key, value.words]),
            );
            const composed = composeFillIn(suggestion.fill_in, answers);
            if (!composed.ok) continue;
            item = { ...item, content: composed.text };
          }
          applied = applyImprovement(applied, item).content;
        }
        expect(templateTextFields(applied).length).toBeLessThanOrEqual(before);

        const tailored = tailorCv(
          context,
          tailorInput(pair, {
            content,
            job,
            source: value.source,
            matchingLevel: value.level,
            includeCoverLetter: true,
          }),
        );
        expect(templateTextFields(tailored.content)).toEqual([]);
        expect(hasTemplateText(tailored.coverLetter ?? '')).toBe(false);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
