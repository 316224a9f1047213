import { dateSpanOf } from '@cvforge/cv-model';

/** Months since year 0: January 2020 = 2020 * 12. */
export type MonthIndex = number;

export interface MonthRange {
  start: MonthIndex;
  end: MonthIndex;
}

/**
 * The months an experience duration ("Jan 2019 - Present", "03/2016 – 12/2018", "2014-2016")
 * covers, read with the shared date grammar; undefined when it holds no date. A year without
 * its month starts in January and ends in December ("2014 - 2016" is three years); no range
 * ends in the future.
 */
export function parseDuration(duration: string, now: Date): MonthRange | undefined {
  const span = dateSpanOf(duration);
  if (!span) return undefined;
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const first = span.from.year * 12 + (span.from.month ?? 1) - 1;
  const end = span.to === 'present' ? nowIndex : span.to.year * 12 + (span.to.month ?? 12) - 1;
  const start = Math.min(first, end);
  return { start, end: Math.min(Math.max(end, start), nowIndex) };
}

/** Total years covered by the ranges, overlaps counted once (two jobs at once are not two years). */
export function mergedYears(ranges: readonly MonthRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let months = 0;
  let current: MonthRange | undefined;
  for (const range of sorted) {
    if (current && range.start <= current.end + 1) {
      current.end = Math.max(current.end, range.end);
      continue;
    }
    if (current) months += current.end - current.start + 1;
    current = { ...range };
  }
  if (current) months += current.end - current.start + 1;
  return Math.round((months / 12) * 10) / 10;
}
