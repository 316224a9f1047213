import { formatDate, type DateStyle } from '../common/dates.ts';
import { cityLine, profileText } from '../common/format.ts';
import type { CorpusResume } from '../common/sources.ts';
import { LABELS, PRESENT_VARIANTS, type Lang } from '../common/vocab.ts';
import type { Variant } from './params.ts';

/** Text pieces of the design-space corpus: dates, durations, entry headers, contact items. */

export const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "Title at Company" in the document's language. */
const AT: Record<Lang, string> = {
  en: 'at',
  de: 'bei',
  fr: 'chez',
  es: 'en',
  pt: 'na',
  it: 'presso',
  nl: 'bij',
  pl: 'w',
};

const SEASONS: Record<Lang, [string, string, string, string]> = {
  en: ['Winter', 'Spring', 'Summer', 'Autumn'],
  de: ['Winter', 'Frühjahr', 'Sommer', 'Herbst'],
  fr: ['Hiver', 'Printemps', 'Été', 'Automne'],
  es: ['Invierno', 'Primavera', 'Verano', 'Otoño'],
  pt: ['Inverno', 'Primavera', 'Verão', 'Outono'],
  it: ['Inverno', 'Primavera', 'Estate', 'Autunno'],
  nl: ['Winter', 'Voorjaar', 'Zomer', 'Najaar'],
  pl: ['Zima', 'Wiosna', 'Lato', 'Jesień'],
};

/** Singular and plural of "year" and "month". */
const SPANS: Record<Lang, [string, string, string, string]> = {
  en: ['year', 'years', 'month', 'months'],
  de: ['Jahr', 'Jahre', 'Monat', 'Monate'],
  fr: ['an', 'ans', 'mois', 'mois'],
  es: ['año', 'años', 'mes', 'meses'],
  pt: ['ano', 'anos', 'mês', 'meses'],
  it: ['anno', 'anni', 'mese', 'mesi'],
  nl: ['jaar', 'jaar', 'maand', 'maanden'],
  pl: ['rok', 'lata', 'miesiąc', 'miesiące'],
};

/** The month the corpus counts an open range to. */
const NOW = { year: 2026, month: 11 };

function yearMonth(iso: string | undefined) {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(iso ?? '');
  return m ? { year: Number(m[1]), month: m[2] ? Number(m[2]) : 1 } : undefined;
}

function date(iso: string | undefined, lang: Lang, style: Variant['dateStyle']): string {
  if (!iso) return '';
  if (style === 'years') return iso.slice(0, 4);
  const ym = yearMonth(iso)!;
  if (style === 'season') {
    if (iso.length < 7) return String(ym.year);
    return `${SEASONS[lang][Math.floor((ym.month % 12) / 3)]} ${ym.year}`;
  }
  if (style === 'mon, yyyy') {
    const text = formatDate(iso, lang, 'mon yyyy');
    return text.replace(/ (\d{4})$/, ', $1');
  }
  return formatDate(iso, lang, style as DateStyle);
}

function duration(start: string | undefined, end: string | undefined, lang: Lang): string {
  const a = yearMonth(start);
  const b = yearMonth(end) ?? NOW;
  if (!a) return '';
  const months = Math.max(1, (b.year - a.year) * 12 + b.month - a.month + 1);
  const [y1, yn, m1, mn] = SPANS[lang];
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return [
    years ? `${years} ${years === 1 ? y1 : yn}` : '',
    rest ? `${rest} ${rest === 1 ? m1 : mn}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Oct, 2021 – Present · 2 years 7 months", as the variant prints a range. */
export function dateRange(
  start: string | undefined,
  end: string | undefined,
  lang: Lang,
  v: Variant,
  open = true,
): string {
  if (!start && !end) return '';
  const s = date(start, lang, v.dateStyle);
  const e = end ? date(end, lang, v.dateStyle) : open ? PRESENT_VARIANTS[lang][0]! : '';
  const printed = [s, e].filter(Boolean).join(' – ');
  return v.durations && start ? `${printed} · ${duration(start, end, lang)}` : printed;
}

/** The header lines of an entry: its title and organisation in the variant's pattern. */
export function headerLines(
  title: string,
  org: string,
  place: string,
  lang: Lang,
  v: Variant,
  isJob: boolean,
): string[] {
  const t = esc(title);
  const o = esc(org);
  if (!t || !o) return [`<b>${t || o}</b>`, ...(place ? [`<i>${esc(place)}</i>`] : [])];
  const where = place ? `<span class="place">${esc(place)}</span>` : '';
  switch (v.entryHeader) {
    case 'title-at-company':
      return isJob
        ? [`<b>${t}</b> ${AT[lang]} ${o}`, ...(where ? [where] : [])]
        : [`<b>${t}</b>, ${o}`, ...(where ? [where] : [])];
    case 'title-comma-company':
      return [`<b>${t}</b>, ${o}`, ...(where ? [where] : [])];
    case 'company-dash-title':
      return [`<b>${o}</b> — ${t}`, ...(where ? [where] : [])];
    case 'two-lines':
      return [`<b>${t}</b>`, `<i>${o}</i>${place ? `, ${esc(place)}` : ''}`];
    case 'two-lines-company-first':
      return [`<b>${o}</b>${place ? ` · ${esc(place)}` : ''}`, `<i>${t}</i>`];
    case 'three-lines':
      return [`<b>${t}</b>`, o, ...(where ? [where] : [])];
  }
}

export interface ContactItem {
  label: string;
  icon: string;
  value: string;
}

/** The contact items a resume holds, in print order, with labels and icon glyphs. */
export function contactItems(resume: CorpusResume, lang: Lang): ContactItem[] {
  const b = resume.basics ?? {};
  const labels = LABELS[lang];
  const items: ContactItem[] = [];
  if (b.email) items.push({ label: labels.email, icon: '✉', value: b.email });
  if (b.phone) items.push({ label: labels.phone, icon: '☎', value: b.phone });
  const place = cityLine(b.location, true);
  if (place) items.push({ label: labels.address, icon: '⌂', value: place });
  if (b.url)
    items.push({ label: labels.website, icon: '⚑', value: b.url.replace(/^https?:\/\//, '') });
  for (const p of b.profiles ?? [])
    if (profileText(p)) items.push({ label: p.network ?? '', icon: '➚', value: profileText(p) });
  return items;
}
