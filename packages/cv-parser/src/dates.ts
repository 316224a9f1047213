/** Step 8: finds date ranges in any common CV form and prints them as "Mon YYYY – Mon YYYY|Present". */

const MONTH_NAMES = [
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
];
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const POINT = `(?:${MONTH}\\s*\\d{4}|\\d{4}[-/.]\\d{1,2}(?!\\d)|\\d{1,2}[/.]\\d{4}|\\d{4})`;
const NOW = '(?:present|current|now|today|ongoing|date)';
const SEPARATOR = '\\s*(?:–|—|-|to|until|till)\\s*';
const RANGE = new RegExp(
  `(?<![\\d/.-])(${POINT})${SEPARATOR}(${POINT}|${NOW}\\b|\\d{2}(?!\\d))`,
  'i',
);
const SINCE = new RegExp(`\\b(?:since|from)\\s+(${POINT})`, 'i');
const SINGLE = new RegExp(`(?<![\\d/.-])(${POINT})(?![\\d/])`, 'i');

export interface DateMatch {
  /** The date text as printed. */
  text: string;
  /** "Mar 2019 – Present", "2018 – 2020", "Mar 2019". */
  normalised: string;
  /** The last year mentioned, for education's graduation year. */
  endYear: string;
  index: number;
}

const titleCase = (month: string) => month.charAt(0).toUpperCase() + month.slice(1);

/** "March 2019", "2019-03", "03/2019" → "Mar 2019"; "2019" → "2019"; undefined when not a date. */
export function normalisePoint(text: string): string | undefined {
  const trimmed = text.trim().toLowerCase();
  const named = /^([a-z]+)\.?\s*(\d{4})$/.exec(trimmed);
  if (named) {
    const month = MONTH_NAMES.find((name) => named[1]?.startsWith(name));
    return month ? `${titleCase(month)} ${named[2]}` : undefined;
  }
  const numeric =
    /^(\d{4})[-/.](\d{1,2})$/.exec(trimmed) ?? /^(\d{1,2})[/.](\d{4})$/.exec(trimmed)?.reverse();
  if (numeric) {
    const [year, month] = /^\d{4}/.test(trimmed)
      ? [numeric[1], numeric[2]]
      : [numeric[0], numeric[1]];
    const name = MONTH_NAMES[Number(month) - 1];
    return name ? `${titleCase(name)} ${year}` : undefined;
  }
  return /^(19|20)\d{2}$/.test(trimmed) ? trimmed : undefined;
}

function endPoint(text: string, start: string): string | undefined {
  if (new RegExp(`^${NOW}$`, 'i').test(text.trim())) return 'Present';
  if (/^\d{2}$/.test(text.trim())) {
    const startYear = start.slice(-4);
    const century = startYear.slice(0, 2);
    return Number(text) >= Number(startYear.slice(2)) ? `${century}${text.trim()}` : undefined;
  }
  return normalisePoint(text);
}

const yearOf = (point: string) => /\d{4}/.exec(point)?.[0] ?? '';

/** The first date range (or "Since 2021") in a line of text. */
export function findDateRange(text: string): DateMatch | undefined {
  const range = RANGE.exec(text);
  if (range?.[1] && range[2]) {
    const start = normalisePoint(range[1]);
    const end = start ? endPoint(range[2], start) : undefined;
    if (start && end) {
      const endYear = end === 'Present' ? yearOf(start) : yearOf(end);
      return { text: range[0], normalised: `${start} – ${end}`, endYear, index: range.index };
    }
  }
  const since = SINCE.exec(text);
  const sinceStart = since?.[1] ? normalisePoint(since[1]) : undefined;
  if (since && sinceStart) {
    return {
      text: since[0],
      normalised: `${sinceStart} – Present`,
      endYear: yearOf(sinceStart),
      index: since.index,
    };
  }
  return undefined;
}

/** A range, or failing that a single date ("June 2018", "2018"). */
export function findDate(text: string): DateMatch | undefined {
  const range = findDateRange(text);
  if (range) return range;
  const single = SINGLE.exec(text);
  const point = single?.[1] ? normalisePoint(single[1]) : undefined;
  return single && point
    ? { text: single[0], normalised: point, endYear: yearOf(point), index: single.index }
    : undefined;
}

/** Removes the date text and the separators left dangling around it. */
export function withoutDate(text: string, date: DateMatch): string {
  const rest = text.slice(0, date.index) + text.slice(date.index + date.text.length);
  return rest
    .replace(/\s*[|·•,–—-]\s*$/, '')
    .replace(/^\s*[|·•,–—-]\s*/, '')
    .replace(/\(\s*\)/, '')
    .trim();
}
