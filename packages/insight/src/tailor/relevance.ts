import type { Knowledge } from '../knowledge';
import type { JobTarget } from '../extract/target';
import { isQuantified } from '../extract/signals';
import { containsPhrase } from '../text/tokens';

/** How much one piece of CV text speaks to the job: its skills, phrases and words. */
export type Relevance = (text: string) => number;

const SKILL_POINTS = 3;
const PHRASE_POINTS = 2;
const QUANTIFIED_POINTS = 0.5;

export function relevanceTo(knowledge: Knowledge, target: JobTarget): Relevance {
  const skillWeights = new Map(target.hardSkills.map((skill) => [skill.name, skill.weight]));
  const wanted = new Set([...target.softSkills, ...target.certifications]);
  const phrases = target.phrases.map((phrase) =>
    knowledge.tokens(phrase).map((token) => token.stem),
  );
  const cache = new Map<string, number>();
  return (text) => {
    const cached = cache.get(text);
    if (cached !== undefined) return cached;
    const tokens = knowledge.tokens(text);
    const stems = new Set(tokens.map((token) => token.stem));
    let score = 0;
    for (const stem of stems) score += target.vocabulary.get(stem) ?? 0;
    for (const hit of knowledge.findTerms(text, { listContext: true })) {
      const weight = skillWeights.get(hit.term.name);
      if (weight !== undefined) score += SKILL_POINTS * weight;
      else if (wanted.has(hit.term.name)) score += SKILL_POINTS;
    }
    for (const phrase of phrases) if (containsPhrase(tokens, phrase)) score += PHRASE_POINTS;
    if (isQuantified(text)) score += QUANTIFIED_POINTS;
    cache.set(text, score);
    return score;
  };
}

/** A stable sort, most relevant first (ties keep the source's order). */
export function byRelevance<T>(items: readonly T[], score: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}
