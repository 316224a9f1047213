/** How a corpus CV prints its dates, and the canonical duration the parser should give back. */
import type { YearMonth } from './cv-data';

export type DateStyle = 'mon' | 'month' | 'iso' | 'slash' | 'year' | 'short-year' | 'since';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const usesMonths = (style: DateStyle) => ['mon', 'month', 'iso', 'slash'].includes(style);

function printPoint(point: YearMonth, style: DateStyle): string {
  const month = point.month ?? 1;
  const monthName = MONTHS[month - 1] ?? '';
  const twoDigits = String(month).padStart(2, '0');
  if (style === 'mon') return `${monthName.slice(0, 3)} ${point.year}`;
  if (style === 'month') return `${monthName} ${point.year}`;
  if (style === 'iso') return `${point.year}-${twoDigits}`;
  if (style === 'slash') return `${twoDigits}/${point.year}`;
  return String(point.year);
}

export function printRange(start: YearMonth, end: YearMonth | 'present', style: DateStyle): string {
  if (end === 'present') {
    if (style === 'since' || style === 'short-year') return `Since ${start.year}`;
    const word = style === 'month' ? 'Current' : 'Present';
    return `${printPoint(start, style)} ${style === 'month' ? '-' : '–'} ${word}`;
  }
  if (style === 'short-year' && Math.floor(start.year / 100) === Math.floor(end.year / 100)) {
    return `${start.year}–${String(end.year).slice(2)}`;
  }
  const dash = style === 'month' || style === 'slash' || style === 'year' ? ' - ' : ' – ';
  return `${printPoint(start, style)}${dash}${printPoint(end, style)}`;
}

/** The canonical form: "Mon YYYY – Mon YYYY|Present", or years only when the CV gives years. */
export function canonicalRange(
  start: YearMonth,
  end: YearMonth | 'present',
  style: DateStyle,
): string {
  const point = (value: YearMonth) =>
    usesMonths(style)
      ? `${(MONTHS[(value.month ?? 1) - 1] ?? '').slice(0, 3)} ${value.year}`
      : String(value.year);
  return `${point(start)} – ${end === 'present' ? 'Present' : point(end)}`;
}
