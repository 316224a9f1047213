/**
 * Checks of single values: each returns the reason the value is doubtful, or undefined.
 * The reasons are short sentences the editor can show beside "Check this".
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { parse as parseHost } from 'tldts';
import { disagreesWithName } from './name-match';

export type Check = (value: string) => string | undefined;

/** An e-mail whose domain ends in a known public suffix ("gmail.c" does not: it was cut). */
export function checkEmail(email: string, name: string): string | undefined {
  const [local = '', domain = ''] = email.split('@');
  const host = parseHost(domain.toLowerCase());
  if (!host.isIcann || !host.domainWithoutSuffix) return "the e-mail's domain looks cut off";
  if (disagreesWithName(local, name))
    return "the e-mail's name part looks cut off (it does not match the name)";
  return undefined;
}

/** Countries the parser's eight languages are spoken in, then the US and the UK. */
const LIKELY_COUNTRIES: CountryCode[] = [
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'ES',
  'PT',
  'BR',
  'IT',
  'NL',
  'PL',
  'US',
  'GB',
  'IE',
  'IN',
  'CA',
  'MX',
  'CO',
  'AR',
];

/**
 * A phone number that can be dialled: by its own country code, else in the countries the CV
 * names in its address, else in one of the likely countries.
 */
export function checkPhone(phone: string, countries: CountryCode[]): string | undefined {
  const candidates = phone.trim().startsWith('+')
    ? [undefined]
    : countries.length > 0
      ? countries
      : LIKELY_COUNTRIES;
  const possible = candidates.some(
    (country) => parsePhoneNumberFromString(phone, country)?.isPossible() === true,
  );
  return possible ? undefined : 'this does not look like a phone number';
}

/** Words that label a contact line, in the parser's eight languages: never a place. */
const LABEL_WORD =
  /^(?:e-?mail|mail|courriel|correo(?: electrónico)?|phone|tel\.?|telephone|telefon|telefono|teléfono|téléphone|telefone|telefoon|telefonas|mobile?|mobil|handy|móvil|cellulare|celular|telemóvel|komórka|website|web|webseite|site|sitio(?: web)?|sito(?: web)?|portfolio|linkedin|github|xing|address|adresse|anschrift|dirección|endereço|morada|indirizzo|adres|contact|kontakt|contacto|contatto|contato|location|standort|wohnort|ubicación|localização|woonplaats|lokalizacja|birthday|geburtsdatum|nationality|nationalität|nationalité)$/iu;

export const checkNotLabel: Check = (location) =>
  LABEL_WORD.test(
    location
      .split(',')[0]
      ?.trim()
      .replace(/[:：]$/u, '') ?? '',
  )
    ? 'this looks like a label, not a place'
    : undefined;

/** "43 Queenie Hill", "Rua Augusta, 120, 3.": a street with no town, or an address cut short. */
export const checkPlace: Check = (location) => {
  const parts = location.split(/\s[–—|·]\s|,/u).map((part) => part.trim());
  const last = parts.at(-1) ?? '';
  if (parts.length > 1 && !/\p{L}{2}/u.test(last)) return 'the address looks cut off';
  const numbers = location.match(/\d+\p{L}?/gu) ?? [];
  if (parts.length === 1 && numbers.length > 0 && numbers.every((n) => n.length <= 4))
    return 'this looks like a street without its town';
  return undefined;
};

/** Joining words a line may wrap after: a value ending in one was cut at its line's end. */
const JOINING_END =
  /(?:^|\s)(?:and|und|&|of|for|at|in|the|de|del|della|di|da|do|dos|das|du|des|la|le|et|e|y|i|w|z|en|van|von|der|den|zu|für|voor|per|pour|para|con|mit|with|bei|chez|presso|alla|al|dei|bij|-|–|—)$|[-–—,(/'’]$/u;

export const checkNotCut: Check = (value) =>
  JOINING_END.test(value.trim()) ? 'this looks cut off at the end of a line' : undefined;

/** Particles a surname may start with in lower case ("van der Wal", "d'Aubigné", "de la Cruz"). */
const PARTICLE =
  /^(?:van|von|der|den|de|del|della|di|da|do|dos|das|du|des|la|le|ter|ten|te|zu|y|e|d['’]\p{L}*|l['’]\p{L}*|'t)$/u;

/** A value starting mid-sentence ("académica", "professionnelle"): read from inside a line. */
export const checkStartsAsName: Check = (value) => {
  const first = value.trim().split(/\s+/)[0] ?? '';
  return /^\p{Ll}/u.test(first) && !PARTICLE.test(first)
    ? 'this starts in lower case, as if read from the middle of a line'
    : undefined;
};

/** "Wójcik- Szczęsna", "Cór-doba", "d'Aubigné-": a name joined or cut where it wrapped. */
export const checkName: Check = (name) => {
  const words = name.trim().split(/\s+/);
  const hyphenThenLower = /\p{L}-(\p{Ll}+)/gu;
  const glued = [...name.matchAll(hyphenThenLower)].some((match) => !PARTICLE.test(match[1] ?? ''));
  const last = words.at(-1)?.split('-').at(-1) ?? '';
  if (/-\s|-$/u.test(name.trim()) || glued || (words.length > 1 && PARTICLE.test(last)))
    return 'the name looks cut or joined where its line wrapped';
  return undefined;
};

/** A grade or mark printed beside a school or field ("Informatik, 1,3", "– First Class"). */
const GRADE =
  /(?:\d+(?:[.,]\d+)?\s*\/\s*\d+|(?:^|[\s,–—-])[1-6],\d(?!\d)|\bvalores\b|\bmention\b|\bdistinction\b|first class|cum laude|\blode\b|\bGPA\b|\bhonou?rs\b|\bmerit\b)/iu;

export const checkNoGrade: Check = (value) =>
  GRADE.test(value) ? 'a grade seems joined to this' : undefined;

/** A number between words ("Begeleiding van 9 stagiairs"): a sentence, not a job title. */
export const checkNoCount: Check = (title) =>
  /\s\d+\s/u.test(title) ? 'this reads like a sentence, not a job title' : undefined;

/** A legal form with more after it ("Deloitte LLP, Chicago"): a town joined to the firm. */
export const checkEndsAtLegalForm: Check = (company) =>
  /(?<!\p{L})(?:inc|ltd|llc|llp|gmbh|plc|sgps|corp|s\.a|b\.v|n\.v)\.?\)?\s*(?:,|\s[-–—])\s*\p{Lu}/iu.test(
    company,
  )
    ? 'a town seems joined to the firm'
    : undefined;

/** A year or a sentence inside a header part ("Firma … 1200 osób. 2017", "Highlights 2014"). */
export const checkNoDate: Check = (value) =>
  /(?:^|\D)(?:19|20)\d\d(?!\d)/u.test(value) ? 'a date is mixed into this' : undefined;

/** Web addresses: cut at the end of a line, or a certificate's badge rather than a site. */
export function checkLink(url: string, name: string): string | undefined {
  if (/[-_.]$/u.test(url)) return 'the link looks cut off';
  if (/credly\.com|\/badges?\/|\/certificates?\/|\/verify\//iu.test(url))
    return "this looks like a certificate's link, not a website";
  const host = /^(?:[a-z]+:\/\/)?(?:www\.)?([^/]+)/iu.exec(url)?.[1] ?? '';
  const label = host.split('.')[0] ?? '';
  if (disagreesWithName(label, name)) return "the link's start looks cut off";
  return undefined;
}

/** A date range that opens with a dash and no end ("2019 –"): its end ("Present") was lost. */
export const checkDuration: Check = (duration) =>
  /[-–—]\s*$/u.test(duration) ? 'the end of this date range is missing' : undefined;
