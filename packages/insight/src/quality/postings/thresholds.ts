import type { CorpusPart } from './corpus';

/**
 * What CI holds the engine to on the corpus of real postings (corpus.test.ts). Reading targets
 * are docs/decisions/033-reading-job-postings.md's; the generated-content figures are ratchets at
 * today's values: lower them as the engine improves, never raise them.
 */
export const CORPUS_THRESHOLDS: Record<
  CorpusPart,
  {
    minMustRecall: number;
    maxInvented: number;
    maxMisreadings: number;
    maxPlaceholders: number;
    maxRelabelledTitles: number;
    maxStuffingRise: number;
    /** Letters outside 250-400 words: the thin or unrelated CVs of the corpus, read one by one. */
    maxLettersOutside250to400: number;
  }
> = {
  tuning: {
    minMustRecall: 0.95,
    maxInvented: 0,
    maxMisreadings: 0,
    maxPlaceholders: 0,
    maxRelabelledTitles: 0,
    maxStuffingRise: 3,
    maxLettersOutside250to400: 16,
  },
  validation: {
    minMustRecall: 0.9,
    maxInvented: 0,
    // One catalogue synonym the measure counts as a misreading ("issue resolution" → Issue
    // Management); the target is 0.
    maxMisreadings: 1,
    maxPlaceholders: 0,
    maxRelabelledTitles: 0,
    maxStuffingRise: 3,
    maxLettersOutside250to400: 13,
  },
};
