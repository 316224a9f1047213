/**
 * The one date grammar: the parser (packages/cv-parser, step 8), the insight engine (experience
 * durations, date styles) and the JSON Resume mapping read dates with it. It finds dates and
 * date ranges in the forms CVs print, in English, German, French, Spanish, Portuguese, Italian,
 * Dutch and Polish, and prints them as "Mon YYYY – Mon YYYY|Present" (years only when the CV
 * gives years).
 *
 * Points: "March 2019", "Mär. 2019", "janvier 2019", "enero de 2019", "1 stycznia 2019",
 * "2019-03", "2019-03-01", "03/2019", "03.2019", "01.03.2019", "Summer 2019", "2019".
 * Ranges: two points joined by a dash, an arrow or a word ("to", "bis", "à", "a", "até", "tot",
 * "do" …), "2018–20", or a point then "Present"/"heute"/"aujourd'hui"/"actualidad"…; "Since 2021",
 * "seit 2021", "depuis 2021" … are open ranges.
 */

import { monthOf, MONTH_ABBREVIATIONS, SEASONS } from './date-words';

const NOW =
  "(?:present|current|now|today|ongoing|date|heute|aktuell|jetzt|derzeit|dato|aujourd['’]hui|(?:à )?ce jour|présent|actuel|actuellement|en cours|actualidad|presente|actual|actualmente|hoy|atual|atualmente|hoje|oggi|attuale|in corso|heden|nu|huidig|obecnie|teraz|dziś|obecny|nadal|(?:até )?o momento|la actualidad)";
const NOW_ONLY = new RegExp(`^${NOW}$`, 'iu');
/** Between the two ends of a range. */
const JOIN = new RegExp(
  '^\\s*(?:[-–—‒―−~→]+|to|until|till|bis|à|au|a|al|hasta|até|ate|fino a|tot|t/m|do)\\s*$',
  'iu',
);
const JOIN_NOW = new RegExp(
  `^\\s*(?:[-–—‒―−~→]+|to|until|till|bis|à|au|a|al|hasta|até|ate|fino a|tot|t/m|do)?\\s*\\(?(${NOW})\\)?(?![\\p{L}])`,
  'iu',
);
const SINCE = /(?:^|[^\p{L}])(since|from|seit|ab|depuis|desde|dal|dall['’]|sinds|vanaf|od)\s*$/iu;

/** A date as a CV gives it: a year, and its month (1–12) when the CV names one. */
export interface DatePoint {
  year: number;
  month?: number;
}

/** One date in the text, where it is. */
interface Point extends DatePoint {
  index: number;
  end: number;
}

/** What a duration covers: from a date to a date, or to the present. */
export interface DateSpan {
  from: DatePoint;
  to: DatePoint | 'present';
}

const POINT = new RegExp(
  [
    // "1 March 2019", "März 2019", "Sept. 2019", "enero de 2019", "5 de marzo de 2019",
    // "September, 2019", "November 25, 2026", "Summer 2019"
    `(?:\\d{1,2}\\.?\\s*(?:de\\s+)?)?(?<word>\\p{L}{3,}\\.?)(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?,?\\s*(?:de\\s+|of\\s+)?(?<wordYear>\\d{4})`,
    // "2019-03", "2019-03-01", "2019/03", "2019.03"
    `(?<isoYear>\\d{4})[-/.](?<isoMonth>\\d{1,2})(?:[-/.]\\d{1,2})?`,
    // "01.03.2019", "1/3/2019"
    `\\d{1,2}[./-](?<dmyMonth>\\d{1,2})[./-](?<dmyYear>\\d{4})`,
    // "03/2019", "3.2019", "03-2019"
    `(?<myMonth>\\d{1,2})[/.-](?<myYear>\\d{4})`,
    `(?<year>\\d{4})`,
  ]
    .map((form) => `(?:${form})`)
    .join('|')
    .replace(/^/, '(?<![\\p{L}\\d])(?:')
    .concat(')(?![\\d])'),
  'giu',
);

const validYear = (year: number) => year >= 1950 && year <= 2099;

/** Every date point in the text, in order. */
function pointsIn(text: string): Point[] {
  const points: Point[] = [];
  POINT.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = POINT.exec(text))) {
    const groups = match.groups ?? {};
    let year: number | undefined;
    let month: number | undefined;
    if (groups.word) {
      const word = groups.word.replace(/\.$/, '').toLowerCase();
      month = monthOf(word);
      year = Number(groups.wordYear);
      if (!month && SEASONS[word]) month = undefined;
      else if (!month) {
        // Not a month: look for a date inside the same text again, after the word.
        POINT.lastIndex = match.index + match[0].length - (groups.wordYear?.length ?? 0);
        continue;
      }
    } else if (groups.isoYear) {
      year = Number(groups.isoYear);
      month = Number(groups.isoMonth);
    } else if (groups.dmyYear) {
      year = Number(groups.dmyYear);
      month = Number(groups.dmyMonth);
    } else if (groups.myYear) {
      year = Number(groups.myYear);
      month = Number(groups.myMonth);
    } else year = Number(groups.year);
    if (month !== undefined && (month < 1 || month > 12)) {
      if (groups.isoYear) {
        // "2022-23" is a year and a short end year, not year and month 23: keep the year and
        // read on after it (findDateRange's short-year rule takes the "-23").
        month = undefined;
        POINT.lastIndex = match.index + groups.isoYear.length;
      } else {
        POINT.lastIndex = match.index + 1;
        continue;
      }
    }
    if (!validYear(year)) continue;
    points.push({
      index: match.index,
      end: month === undefined && groups.isoYear ? POINT.lastIndex : match.index + match[0].length,
      year,
      ...(month ? { month } : {}),
    });
  }
  return points;
}

export interface DateMatch {
  /** The date text as printed. */
  text: string;
  /** "Mar 2019 – Present", "2018 – 2020", "Mar 2019". */
  normalised: string;
  /** The last year mentioned, for education's graduation year. */
  endYear: string;
  index: number;
}

/** "Mar 2019", or "2019" when the month is not known. */
export const printDatePoint = ({ year, month }: DatePoint) =>
  month ? `${MONTH_ABBREVIATIONS[month - 1]} ${year}` : String(year);

/** "March 2019", "2019-03", "03/2019" → "Mar 2019"; "2019" → "2019"; undefined when not a date. */
export function normalisePoint(text: string): string | undefined {
  const point = wholePoint(text);
  return point ? printDatePoint(point) : undefined;
}

/** The date a text is, when it is nothing but one date ("März 2019", "2019-03", "2019"). */
export function wholePoint(text: string): DatePoint | undefined {
  const trimmed = text.trim();
  const [point] = pointsIn(trimmed);
  return point && point.index === 0 && point.end === trimmed.length
    ? { year: point.year, ...(point.month ? { month: point.month } : {}) }
    : undefined;
}

/** A span found in a text: where it is, and what it covers. */
interface Found extends DateSpan {
  index: number;
  end: number;
}

const dateOf = ({ year, month }: Point): DatePoint => ({ year, ...(month ? { month } : {}) });

/** "years" and "months" as durations print them, in the eight languages, with abbreviations. */
const SPAN_UNIT =
  '(?:years?|yrs?|y|months?|mos?|mths?|m|jahre?n?|j\\.|monate?n?|mon\\.|mte?\\.|ans?|années?|mois|años?|mes(?:es)?|anos?|mês|ann[oi]|mes[ei]|jaar|jr\\.?|maand(?:en)?|mnd\\.?|rok|lata|lat|miesiące|miesiąc|miesięcy|mies\\.)';
/**
 * The length of a range printed after it ("10/2022 – obecnie · 4 lata 2 miesiące", "Oct 2021 –
 * May 2024 (2 yrs 7 mos)"): part of the date text. A duration wrapped in a narrow date column
 * may lose its last unit to the next line ("· 3 ans 5", "· 2").
 */
const DURATION = new RegExp(
  `^\\s*[·•|,–—-]?\\s*\\(?\\d{1,2}(?:\\s*$|\\+?\\s*${SPAN_UNIT}(?![\\p{L}]))(?:\\s*(?:,|and|und|et|y|e|en|i)?\\s*\\d{1,2}(?:\\s*${SPAN_UNIT}(?![\\p{L}])|\\s*$))?\\s*\\)?`,
  'iu',
);

/** A range and the duration printed after it. */
function rangeIn(text: string): Found | undefined {
  const found = bareRangeIn(text);
  const duration = found && DURATION.exec(text.slice(found.end));
  return found && duration ? { ...found, end: found.end + duration[0].length } : found;
}

/** The first date range (or "Since 2021") in a text. */
function bareRangeIn(text: string): Found | undefined {
  const points = pointsIn(text);
  for (const [position, point] of points.entries()) {
    const from = dateOf(point);
    const next = points[position + 1];
    if (next && JOIN.test(text.slice(point.end, next.index)) && next.year >= point.year) {
      return { index: point.index, end: next.end, from, to: dateOf(next) };
    }
    const after = text.slice(point.end);
    const short = /^\s*[-–—/]\s*(\d{2})(?!\d)/.exec(after);
    if (short?.[1] && !point.month) {
      const year = Math.floor(point.year / 100) * 100 + Number(short[1]);
      if (year >= point.year) {
        return { index: point.index, end: point.end + short[0].length, from, to: { year } };
      }
    }
    const now = JOIN_NOW.exec(after);
    if (now) return { index: point.index, end: point.end + now[0].length, from, to: 'present' };
    if (/^\s*→\s*$/.test(after)) {
      return { index: point.index, end: text.length, from, to: 'present' };
    }
    const since = SINCE.exec(text.slice(0, point.index));
    if (since) {
      const index = since.index + since[0].indexOf(since[1] ?? '');
      return { index, end: point.end, from, to: 'present' };
    }
  }
  return undefined;
}

/** A range, or failing that a single date (which spans from itself to itself). */
function spanIn(text: string): Found | undefined {
  const range = rangeIn(text);
  if (range) return range;
  const [point] = pointsIn(text);
  if (!point) return undefined;
  const date = dateOf(point);
  return { index: point.index, end: point.end, from: date, to: date };
}

function matchOf(text: string, found: Found): DateMatch {
  const { from, to } = found;
  const end = to === 'present' ? from : to;
  const normalised =
    to === 'present'
      ? `${printDatePoint(from)} – Present`
      : to === from
        ? printDatePoint(from)
        : `${printDatePoint(from)} – ${printDatePoint(to)}`;
  return {
    text: text.slice(found.index, found.end),
    normalised,
    endYear: String(end.year),
    index: found.index,
  };
}

/** The first date range (or "Since 2021") in a line of text. */
export function findDateRange(text: string): DateMatch | undefined {
  const found = rangeIn(text);
  return found && matchOf(text, found);
}

/** A range, or failing that a single date ("June 2018", "2018"). */
export function findDate(text: string): DateMatch | undefined {
  const found = spanIn(text);
  return found && matchOf(text, found);
}

/** What the first date or range in a text covers ("Jan 2019 – Present", "2014-2016", "2020"). */
export function dateSpanOf(text: string): DateSpan | undefined {
  const found = spanIn(text);
  return found && { from: found.from, to: found.to };
}

/** How a duration writes its dates: "Jan 2020" (words), "01/2020" (numbers) or "2020" (years). */
export function dateStyleOf(duration: string): 'words' | 'numbers' | 'years' {
  return /[a-z]{3}/i.test(duration)
    ? 'words'
    : /\d{1,2}[/.-]\d{4}/.test(duration)
      ? 'numbers'
      : 'years';
}

/** Whether a text is only a date or a range (with brackets or separators around it). */
export function isDateOnly(text: string): boolean {
  const date = findDate(text);
  return date !== undefined && withoutDate(text, date).replace(/[\s()[\],.:|·•–—-]/g, '') === '';
}

/** "Present", "heute", "aujourd'hui" … : a range's open end. */
export const isPresentWord = (text: string) => NOW_ONLY.test(text.trim());

/** Removes the date text and the separators left dangling around it. */
export function withoutDate(text: string, date: DateMatch): string {
  const rest = text.slice(0, date.index) + text.slice(date.index + date.text.length);
  return rest
    .replace(/\s*[|·•,–—-]\s*$/, '')
    .replace(/^\s*[|·•,–—-]\s*/, '')
    .replace(/\(\s*\)|\[\s*\]/, '')
    .trim();
}
