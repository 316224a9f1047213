/** Experience durations ("Jan 2019 - Present", "03/2016 – 12/2018", "2014-2016") as month ranges. */

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const CURRENT = /\b(present|current|now|today|ongoing|date)\b/i;
const POINT =
  /\b(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{4})|(\d{1,2})[/.-](\d{4})|(\d{4})[/.-](\d{1,2})\b|(\d{4}))/gi;

/** Months since year 0: January 2020 = 2020 * 12. */
export type MonthIndex = number;

export interface MonthRange {
  start: MonthIndex;
  end: MonthIndex;
}

function readPoints(text: string): MonthIndex[] {
  const points: MonthIndex[] = [];
  for (const match of text.matchAll(POINT)) {
    const [, monthName, yearOfName, monthNumber, yearOfNumber, isoYear, isoMonth, bareYear] = match;
    if (monthName && yearOfName) {
      const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
      points.push(Number(yearOfName) * 12 + month);
    } else if (
      monthNumber &&
      yearOfNumber &&
      Number(monthNumber) >= 1 &&
      Number(monthNumber) <= 12
    ) {
      points.push(Number(yearOfNumber) * 12 + Number(monthNumber) - 1);
    } else if (isoYear && isoMonth && Number(isoMonth) >= 1 && Number(isoMonth) <= 12) {
      points.push(Number(isoYear) * 12 + Number(isoMonth) - 1);
    } else if (bareYear) {
      points.push(Number(bareYear) * 12);
    }
  }
  return points.filter((point) => point >= 1950 * 12 && point <= 2100 * 12);
}

/**
 * The range a duration covers; undefined when it holds no date. A lone year counts as that
 * whole year; a year-only end counts to the end of that year ("2014 - 2016" is three years).
 */
export function parseDuration(duration: string, now: Date): MonthRange | undefined {
  const points = readPoints(duration);
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const first = points[0];
  if (first === undefined) return undefined;
  const yearOnly = (text: string) => /^[^\p{L}\d]*\d{4}[^\p{L}\d]*$/u.test(text);
  const parts = duration.split(/\s*(?:-|–|—|to|until|till)\s*/i);
  let end: MonthIndex;
  if (CURRENT.test(duration)) end = nowIndex;
  else if (points.length > 1) {
    const last = points.at(-1) as MonthIndex;
    end = yearOnly(parts.at(-1) ?? '') ? last + 11 : last;
  } else end = yearOnly(duration) ? first + 11 : first;
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
