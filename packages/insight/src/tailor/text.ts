import type { Knowledge } from '../knowledge';

export { wordCount } from '@cvforge/contracts';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One knowledge-base term as written in a text: "Postgres" for PostgreSQL. */
export interface WrittenTerm {
  name: string;
  written: string;
}

/** Every term of a text with the words it was written in (tokens joined back with the text's own separators). */
export function writtenTerms(
  knowledge: Knowledge,
  text: string,
  options: { listContext?: boolean } = {},
): WrittenTerm[] {
  const tokens = knowledge.tokens(text);
  const found: WrittenTerm[] = [];
  let from = 0;
  for (const hit of knowledge.findTerms(text, options)) {
    const raws = tokens.slice(hit.at, hit.at + hit.length).map((token) => token.raw);
    const pattern = new RegExp(raws.map(escapeRegExp).join('[^\\p{L}\\p{N}]{1,3}'), 'gu');
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (!match) continue;
    from = match.index + match[0].length;
    found.push({ name: hit.term.name, written: match[0] });
  }
  return found;
}

/** Sentences of a paragraph, each with its end mark ("Node.js" and "e.g." stay whole). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export const endSentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** "A, B and C". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Lower-cases the first letter unless the word is an acronym or a name ("ICU", "Epic"). */
export function lowerFirst(text: string): string {
  const first = text.match(/^\S+/)?.[0] ?? '';
  if (first.length > 1 && first.slice(1) !== first.slice(1).toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a", "an": by the sound of the first letter, acronyms spelled out ("an MSc", "a BSc", "an FP&A …"). */
export function article(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/\s+/)[0] ?? '';
  const acronym = /^\p{Lu}[\p{L}&]{0,5}$/u.test(word) && (word.match(/\p{Lu}/gu)?.length ?? 0) >= 2;
  if (acronym) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
