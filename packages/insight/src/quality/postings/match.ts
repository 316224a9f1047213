import type { Knowledge } from '../../knowledge';
import { STOPWORDS } from '../../text/tokens';
import type { LabelledRequirement } from './corpus';

/** A requirement as a reader found it (the requirements list, or the older catalogue target). */
export interface FoundRequirement {
  text: string;
  kind: string;
  must: boolean;
  catalogued?: string | undefined;
}

/** The content words (stems) of a phrase. */
export function contentStems(knowledge: Knowledge, text: string): string[] {
  return knowledge
    .tokens(text)
    .map((token) => token.stem)
    .filter((word) => !STOPWORDS.has(word));
}

const yearsOf = (text: string) => Number(/(\d+(?:\.\d+)?)/.exec(text)?.[1] ?? NaN);

/** Whether a found requirement is the labelled one: same years, same catalogue term, or words. */
export function sameRequirement(
  knowledge: Knowledge,
  label: LabelledRequirement,
  found: FoundRequirement,
): boolean {
  if (label.kind === 'years' || found.kind === 'years')
    return label.kind === found.kind && yearsOf(label.text) === yearsOf(found.text);
  const labelTerm = knowledge.term(label.text);
  if (found.catalogued && labelTerm && labelTerm.name === found.catalogued) return true;
  const wanted = contentStems(knowledge, label.text);
  const got = contentStems(knowledge, found.text);
  if (wanted.length === 0 || got.length === 0) return false;
  return wanted.every((word) => got.includes(word)) || got.every((word) => wanted.includes(word));
}
