/** Texts remembered at most: the memory is dropped when it grows past this. */
const MEMO_SIZE = 4096;

/**
 * A pure function of a text, remembered per text: the layout passes ask about every line several
 * times (headings in packages/cv-parser/src/section-vocabulary.ts, from gutter.ts, merge-lines.ts,
 * detect-sections.ts; squeezed lines in packages/cv-parser/src/sources.ts, for every value).
 */
export function remembered<T>(of: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    if (memo.has(text)) return memo.get(text) as T;
    if (memo.size >= MEMO_SIZE) memo.clear();
    const value = of(text);
    memo.set(text, value);
    return value;
  };
}
