import { describe, expect, it } from 'vitest';
import { defaultKnowledge } from '../../knowledge';
import { loadPostings } from './corpus';
import { measureCorpus } from './measure-corpus';
import { CORPUS_THRESHOLDS } from './thresholds';

const context = { knowledge: defaultKnowledge(), now: new Date('2026-11-01T00:00:00Z') };

describe('the corpus of real job postings', () => {
  it('splits by source: no source in both parts, about two thirds for tuning', () => {
    const tuning = loadPostings('tuning');
    const validation = loadPostings('validation');
    const sources = (postings: typeof tuning) => new Set(postings.map(({ source }) => source));
    expect([...sources(tuning)].filter((source) => sources(validation).has(source))).toEqual([]);
    expect(tuning.length + validation.length).toBeGreaterThanOrEqual(40);
    expect(tuning.length / (tuning.length + validation.length)).toBeGreaterThan(0.5);
    for (const posting of [...tuning, ...validation]) {
      expect(posting.url).toMatch(/^https?:\/\//);
      expect(posting.requirements.some(({ must }) => must)).toBe(true);
    }
  });

  it.each(['tuning', 'validation'] as const)('%s part meets the thresholds', (part) => {
    const measure = measureCorpus(context, part);
    const limits = CORPUS_THRESHOLDS[part];
    expect(measure.requirements.mustRecall).toBeGreaterThanOrEqual(limits.minMustRecall);
    expect(measure.requirements.invented).toBeLessThanOrEqual(limits.maxInvented);
    expect(measure.requirements.misreadings).toBeLessThanOrEqual(limits.maxMisreadings);
    // The line-by-line reading finds more than the catalogue target it replaces.
    expect(measure.requirements.mustRecall).toBeGreaterThan(measure.catalogueTarget.mustRecall);
    expect(measure.generated.placeholders).toBeLessThanOrEqual(limits.maxPlaceholders);
    expect(measure.generated.relabelledTitles).toBeLessThanOrEqual(limits.maxRelabelledTitles);
    expect(measure.letters.over400Words).toBe(0);
    expect(measure.letters.outside3to5Paragraphs).toBe(0);
    expect(measure.letters.withRepeatedSentence).toBe(0);
    expect(measure.letters.overThreeRestatedBullets).toBe(0);
    expect(measure.letters.nameNotOnceAfterClosing).toBe(0);
    // An honest letter from a thin CV, or one the posting has little to do with, is shorter
    // (docs/decisions/035-cover-letter-quality.md): the count is a ratchet, never a padding target.
    expect(measure.letters.outside250to400Words).toBeLessThanOrEqual(
      limits.maxLettersOutside250to400,
    );
    expect(measure.stuffing.maxRise).toBeLessThanOrEqual(limits.maxStuffingRise);
  });
});
