/** Dates as the parser writes them, compared with the truth's (packages/cv-parser/corpus/truth.ts). */
import type { YearMonth } from '../truth';
import { MONTH_NAMES } from './month-names';
import { norm, type PrintedText } from './printed-text';

const MONTH_LOOKUP = new Map<string, number>();
MONTH_NAMES.forEach((names, index) =>
  names.forEach((name) => MONTH_LOOKUP.has(name) || MONTH_LOOKUP.set(name, index + 1)),
);
const PRESENT =
  /^(present|current|now|today|ongoing|heute|aktuell|jetzt|derzeit|aujourd'hui|actuel|actuellement|présent|actualidad|presente|actual|actualmente|atual|atualmente|oggi|attuale|in corso|heden|nu|huidig|obecnie|teraz|dziś|obecny)$/;

type ParsedDate = YearMonth | 'present';
/** Dates in a duration as the parser wrote it ("Mar 2020 – Present", "2019", "03/2019 - 2021"). */
export function datesIn(text: string): ParsedDate[] {
  const found: ParsedDate[] = [];
  const pattern =
    /(\d{4})[-/.](\d{1,2})(?!\d)|(\d{1,2})[/.-](\d{4})|(\p{L}+)[.,]?\s+(?:de\s+)?(\d{4})|(\d{4})|(\p{L}[\p{L}']*(?: \p{L}+)?)/gu;
  for (const match of norm(text).matchAll(pattern)) {
    if (match[1] && match[2]) found.push({ year: Number(match[1]), month: Number(match[2]) });
    else if (match[3] && match[4]) found.push({ year: Number(match[4]), month: Number(match[3]) });
    else if (match[5] && match[6]) {
      const key = match[5];
      const month = MONTH_LOOKUP.get(key) ?? MONTH_LOOKUP.get(key.slice(0, 3));
      if (PRESENT.test(key)) found.push('present');
      found.push(month ? { year: Number(match[6]), month } : { year: Number(match[6]) });
    } else if (match[7]) found.push({ year: Number(match[7]) });
    else if (match[8] && PRESENT.test(match[8].trim())) found.push('present');
  }
  return found;
}

export function dateMatches(
  got: ParsedDate | undefined,
  want: ParsedDate,
  printed: PrintedText,
): boolean {
  if (!got) return false;
  if (want === 'present' || got === 'present') return want === got;
  if (got.year !== want.year) return false;
  return !printed.hasMonth(want) || got.month === want.month;
}
