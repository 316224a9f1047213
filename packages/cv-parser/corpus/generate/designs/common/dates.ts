import { MONTHS_LONG, MONTHS_SHORT, PRESENT_VARIANTS, type Lang } from './vocab.ts';

/**
 * How a design prints a JSON Resume date ("2019", "2019-03" or "2019-03-15"). A date with only
 * a year prints as the year in every style; no style drops information the JSON has, except
 * the day (CVs print months, not days).
 */
export type DateStyle =
  | 'mm/yyyy' // 03/2019
  | 'mm.yyyy' // 03.2019
  | 'yyyy-mm' // 2019-03
  | 'mon yyyy' // Mar 2019 · März 2019 · mars 2019
  | 'month yyyy'; // March 2019 · marzo de 2019 (es/pt put "de" in between)

export function formatDate(iso: string | undefined, lang: Lang, style: DateStyle): string {
  if (!iso) return '';
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(iso);
  if (!m) return iso;
  const year = m[1]!;
  if (!m[2]) return year;
  const month = Number(m[2]);
  const mm = m[2];
  switch (style) {
    case 'mm/yyyy':
      return `${mm}/${year}`;
    case 'mm.yyyy':
      return `${mm}.${year}`;
    case 'yyyy-mm':
      return `${year}-${mm}`;
    case 'mon yyyy':
      return `${MONTHS_SHORT[lang][month - 1]} ${year}`;
    case 'month yyyy': {
      const name = MONTHS_LONG[lang][month - 1]!;
      return lang === 'es' || lang === 'pt' ? `${name} de ${year}` : `${name} ${year}`;
    }
  }
}

export interface RangeOptions {
  style: DateStyle;
  /** Between the two dates; default an en dash with spaces. */
  sep?: string;
  /** Index into PRESENT_VARIANTS for an entry without an end date. */
  presentVariant?: number;
  /** Capitalise the first letter (month names are lower case in most languages). */
  capitalise?: boolean;
}

export function formatRange(
  start: string | undefined,
  end: string | undefined,
  lang: Lang,
  opts: RangeOptions,
): string {
  const sep = opts.sep ?? ' – ';
  const s = formatDate(start, lang, opts.style);
  const presentList = PRESENT_VARIANTS[lang];
  const e = end
    ? formatDate(end, lang, opts.style)
    : presentList[(opts.presentVariant ?? 0) % presentList.length]!;
  let out = s ? `${s}${sep}${e}` : end ? e : '';
  if (opts.capitalise && out) out = out[0]!.toUpperCase() + out.slice(1);
  return out;
}
