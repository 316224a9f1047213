import type { EngineContext } from '../../ats/analyze-ats';
import { loadPostings, type CorpusPart } from './corpus';
import { loadCorpusCvs } from './corpus-cvs';
import { letterQuality, titleRelabelled } from '../../tailor/letter-quality';
import {
  placeholderCount,
  stuffingRise,
  suggestPair,
  tailorPair,
  type PairOutput,
} from './engine-figures';
import { catalogueTargetReader, requirementsReader } from './readers';
import { requirementFigures } from './requirement-figures';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const max = (values: readonly number[]) => (values.length ? Math.max(...values) : 0);

/**
 * Every figure of one part of the corpus: how the postings are read (against the hand labels),
 * and what the engine produces for each posting paired with a third-party CV.
 */
export function measureCorpus(context: EngineContext, part: CorpusPart) {
  const postings = loadPostings(part);
  const cvs = loadCorpusCvs(part);
  const pairs: PairOutput[] = postings.map((posting, index) => {
    const cv = cvs[index % cvs.length] as (typeof cvs)[number];
    return {
      posting,
      cv,
      tailored: tailorPair(context, posting, cv),
      suggestions: suggestPair(context, posting, cv),
    };
  });
  // The reader's checks of docs/decisions/035-cover-letter-quality.md, one rule for every count.
  const letters = pairs.flatMap(({ tailored, cv }) =>
    tailored.coverLetter ? [letterQuality(tailored.coverLetter, cv.content)] : [],
  );
  const stuffing = pairs.flatMap(({ posting, cv }) => stuffingRise(context, posting, cv) ?? []);
  return {
    part,
    postings: postings.length,
    cvs: cvs.length,
    requirements: requirementFigures(
      context.knowledge,
      postings,
      requirementsReader(context.knowledge),
    ),
    catalogueTarget: requirementFigures(
      context.knowledge,
      postings,
      catalogueTargetReader(context.knowledge),
    ),
    generated: {
      pairs: pairs.length,
      placeholders: sum(pairs.map(placeholderCount)),
      relabelledTitles: pairs.filter(({ cv, tailored }) =>
        titleRelabelled(cv.content, tailored.content),
      ).length,
    },
    letters: {
      count: letters.length,
      outside250to400Words: letters.filter(({ words }) => words < 250 || words > 400).length,
      over400Words: letters.filter(({ words }) => words > 400).length,
      outside3to5Paragraphs: letters.filter(({ paragraphs }) => paragraphs < 3 || paragraphs > 5)
        .length,
      withRepeatedSentence: letters.filter(({ repeatedSentences }) => repeatedSentences.length > 0)
        .length,
      overThreeRestatedBullets: letters.filter(({ restatedBullets }) => restatedBullets.length > 3)
        .length,
      nameNotOnceAfterClosing: letters.filter(({ namesAfterClosing }) => namesAfterClosing !== 1)
        .length,
      words: letters.map(({ words }) => words),
      paragraphs: letters.map(({ paragraphs }) => paragraphs),
    },
    stuffing: {
      pairs: stuffing.length,
      meanRise: stuffing.length ? sum(stuffing.map(({ rise }) => rise)) / stuffing.length : 0,
      maxRise: max(stuffing.map(({ rise }) => rise)),
    },
  };
}

export type CorpusMeasure = ReturnType<typeof measureCorpus>;
