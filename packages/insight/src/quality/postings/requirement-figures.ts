import type { Knowledge } from '../../knowledge';
import type { CorpusPosting } from './corpus';
import { contentStems, sameRequirement, type FoundRequirement } from './match';

/** Reads a posting into requirements: the requirements list, or another reader to compare. */
export type PostingReader = (posting: CorpusPosting) => FoundRequirement[];

export interface RequirementFigures {
  postings: number;
  labelledMust: number;
  /** Labelled must-haves found, as a share (0-1). */
  mustRecall: number;
  niceRecall: number;
  /** Of the labelled requirements found, the share marked must/nice as the posting does. */
  mustAgreement: number;
  /** Found, yet none of its words is in the posting (a default list, a guess). */
  invented: number;
  /** Found under a name the posting does not say, from words it does ("warehouse" → Warehouse Management). */
  misreadings: number;
  /** Found in the posting's words but not labelled (kept as a figure, not a failure). */
  unlabelled: number;
  missedMust: string[];
  examples: { invented: string[]; misreadings: string[] };
}

/** Whether a phrase is the posting's: written in it, all its words in it, some, or none. */
function groundingOf(
  knowledge: Knowledge,
  phrase: string,
  text: string,
  postingWords: ReadonlySet<string>,
): 'whole' | 'part' | 'none' {
  if (text.toLowerCase().includes(phrase.toLowerCase())) return 'whole';
  const words = contentStems(knowledge, phrase);
  const shared = words.filter((word) => postingWords.has(word)).length;
  if (words.length > 0 && shared === words.length) return 'whole';
  return shared > 0 ? 'part' : 'none';
}

/** How completely and faithfully a reader reads the postings, against the hand labels. */
export function requirementFigures(
  knowledge: Knowledge,
  postings: readonly CorpusPosting[],
  read: PostingReader,
): RequirementFigures {
  let must = 0;
  let mustFound = 0;
  let nice = 0;
  let niceFound = 0;
  let agreed = 0;
  let matched = 0;
  let invented = 0;
  let misreadings = 0;
  let unlabelled = 0;
  const missedMust: string[] = [];
  const examples = { invented: [] as string[], misreadings: [] as string[] };
  for (const posting of postings) {
    const found = read(posting);
    const postingWords = new Set(contentStems(knowledge, posting.text));
    for (const label of posting.requirements) {
      const hit = found.find((item) => sameRequirement(knowledge, label, item));
      if (label.must) must++;
      else nice++;
      if (!hit) {
        if (label.must) missedMust.push(`${posting.id}: ${label.text}`);
        continue;
      }
      if (label.must) mustFound++;
      else niceFound++;
      matched++;
      if (hit.must === label.must) agreed++;
    }
    for (const item of found) {
      if (posting.requirements.some((label) => sameRequirement(knowledge, label, item))) continue;
      const line = `${posting.id}: ${item.catalogued ?? item.text}`;
      const grounding = groundingOf(knowledge, item.text, posting.text, postingWords);
      // A catalogue name sharing some words but not all with the posting: the catalogue read a
      // word in another sense ("warehouse connections" → Warehouse Management). No shared word is
      // a synonym (Postgres → PostgreSQL).
      const renamed = item.catalogued
        ? groundingOf(knowledge, item.catalogued, posting.text, postingWords)
        : 'whole';
      if (grounding === 'none' && item.kind !== 'years') {
        invented++;
        examples.invented.push(line);
      } else if (grounding === 'part' || renamed === 'part') {
        misreadings++;
        examples.misreadings.push(line);
      } else unlabelled++;
    }
  }
  return {
    postings: postings.length,
    labelledMust: must,
    mustRecall: mustFound / Math.max(1, must),
    niceRecall: niceFound / Math.max(1, nice),
    mustAgreement: agreed / Math.max(1, matched),
    invented,
    misreadings,
    unlabelled,
    missedMust,
    examples,
  };
}
