/** Truth entries aligned with parsed entries, for per-entry scoring (packages/cv-parser/corpus/score.ts). */
import type { YearMonth } from '../truth';

/** Order-keeping alignment of truth entries to parsed entries that maximises total similarity. */
export function align<T, P>(
  truth: T[],
  parsed: P[],
  score: (t: T, p: P) => number,
  threshold = 0.5,
): Map<number, number> {
  const rows = truth.length;
  const cols = parsed.length;
  const best: number[][] = Array.from({ length: rows + 1 }, () =>
    new Array<number>(cols + 1).fill(0),
  );
  const sim = (i: number, j: number) => {
    const value = score(truth[i] as T, parsed[j] as P);
    return value >= threshold ? value : -Infinity;
  };
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      const row = best[i] as number[];
      row[j] = Math.max(
        (best[i + 1] as number[])[j] as number,
        row[j + 1] as number,
        sim(i, j) + ((best[i + 1] as number[])[j + 1] as number),
      );
    }
  }
  const pairs = new Map<number, number>();
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    const here = (best[i] as number[])[j] as number;
    if (here === (best[i + 1] as number[])[j]) i++;
    else if (here === (best[i] as number[])[j + 1]) j++;
    else {
      pairs.set(i, j);
      i++;
      j++;
    }
  }
  return pairs;
}

const monthsOf = (date: YearMonth | 'present' | undefined) =>
  date === undefined
    ? -Infinity
    : date === 'present'
      ? Infinity
      : date.year * 12 + (date.month ?? 0);

/**
 * The resume's entries in its own order or newest first, whichever the parse follows better: a
 * design may sort by date (a timeline), and the parser is asked to keep the printed order.
 */
export function alignInPrintedOrder<T, P>(
  truth: T[],
  dateOf: (entry: T) => YearMonth | 'present' | undefined,
  parsed: P[],
  score: (t: T, p: P) => number,
): { entries: T[]; pairs: Map<number, number> } {
  const newestFirst = [...truth].sort((a, b) => monthsOf(dateOf(b)) - monthsOf(dateOf(a)));
  const total = (entries: T[], pairs: Map<number, number>) =>
    [...pairs].reduce((sum, [i, j]) => sum + score(entries[i] as T, parsed[j] as P), 0);
  const aligned = (entries: T[]) => {
    const pairs = align(entries, parsed, score);
    return { entries, pairs, total: total(entries, pairs) };
  };
  const [asGiven, byDate] = [aligned(truth), aligned(newestFirst)];
  return byDate.total > asGiven.total ? byDate : asGiven;
}
