import type {
  JsonResumeCertificate,
  JsonResumeEducation,
  JsonResumeLocation,
  JsonResumeProfile,
} from '../../../../../cv-model/src/json-resume/types.ts';
import type { Lang } from './vocab.ts';

/** Plain-text pieces every design prints the same way; nothing here adds words the JSON lacks. */

export function cityLine(loc: JsonResumeLocation | undefined, withCountry = true): string {
  if (!loc) return '';
  const city = [loc.postalCode, loc.city].filter(Boolean).join(' ');
  return [city, loc.region, withCountry ? loc.countryCode : undefined].filter(Boolean).join(', ');
}

export function fullAddress(loc: JsonResumeLocation | undefined, withCountry = true): string {
  if (!loc) return '';
  return [loc.address, cityLine(loc, withCountry)].filter(Boolean).join(', ');
}

export type DegreeStyle = 'comma' | 'dash' | 'in' | 'paren';

/** "Master of Science, Informatik" · "Master – Informatik" · "BSc in Mathematics" · "Informatik (M.Sc.)" */
export function degree(e: JsonResumeEducation, style: DegreeStyle, lang: Lang): string {
  const t = e.studyType;
  const a = e.area;
  if (!t || !a) return t ?? a ?? '';
  switch (style) {
    case 'comma':
      return `${t}, ${a}`;
    case 'dash':
      return `${t} – ${a}`;
    case 'in':
      return lang === 'en' ? `${t} in ${a}` : `${t}, ${a}`;
    case 'paren':
      return `${a} (${t})`;
  }
}

export function certificateLine(c: JsonResumeCertificate, sep = ' — '): string {
  return [c.name, c.issuer].filter(Boolean).join(sep);
}

export function profileText(p: JsonResumeProfile): string {
  if (p.url) return p.url.replace(/^https?:\/\/(www\.)?/, '');
  return p.username ?? '';
}

export function languageLine(l: { language?: string; fluency?: string }, sep = ' – '): string {
  return [l.language, l.fluency].filter(Boolean).join(sep);
}
