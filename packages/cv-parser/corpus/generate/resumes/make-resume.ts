/**
 * Seeded, realistic and awkward JSON Resume documents for the parser corpus. The same seed and
 * language always give the same document (faker is seeded, every other choice comes from the
 * seeded generator below), so a regenerated corpus equals the committed one.
 */
import {
  Faker,
  base,
  de,
  de_AT,
  de_CH,
  en,
  en_GB,
  en_US,
  es,
  fr,
  it,
  nl,
  pl,
  pt_PT,
} from '@faker-js/faker';
import type { JsonResume } from '@cvforge/cv-model';
import { CERTIFICATES, HARD_COMPANY_PATTERNS, WORDS, tools, type Language } from './words';

export type { Language } from './words';
export { LANGUAGES } from './words';

export interface CorpusVolunteer {
  organization: string;
  position: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

export type CorpusResume = Omit<JsonResume, 'meta' | 'volunteer'> & {
  volunteer?: CorpusVolunteer[];
  meta: { language: Language; paper?: 'A4' | 'Letter'; seed: number; version: string };
};

const FAKER_LOCALES = {
  en: [en_US, en_GB, en, base],
  de: [de, de_AT, de_CH, en, base],
  fr: [fr, en, base],
  es: [es, en, base],
  pt: [pt_PT, en, base],
  it: [it, en, base],
  nl: [nl, en, base],
  pl: [pl, en, base],
} as const;

/** mulberry32: small, fast, seedable. */
function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  const some = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0)
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return out;
  };
  return { next, int, pick, chance, some };
}

const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();

const pad = (n: number) => String(n).padStart(2, '0');

export function makeResume(seed: number, language: Language): CorpusResume {
  const r = rng(seed * 7919 + language.charCodeAt(0) * 31 + language.charCodeAt(1));
  const faker = new Faker({ locale: [...FAKER_LOCALES[language]] });
  faker.seed(seed);
  const words = WORDS[language];
  const digits = (count: number) => Array.from({ length: count }, () => r.int(0, 9)).join('');
  const fill = (template: string, city: string) =>
    template
      .replace(/\{p\}/g, () => `${r.int(12, 64)} %`.replace(' %', language === 'en' ? '%' : ' %'))
      .replace(/\{n\}/g, () => String(r.int(2, 9)))
      .replace(/\{tool\}/g, () => r.pick(tools))
      .replace(/\{team\}/g, () => r.pick(words.teams))
      .replace(/\{city\}/g, city)
      .replace(/\{(\d)\}/g, (_, n: string) => digits(Number(n)));

  // Size of the document: 0 short (one page) … 2 long (up to three pages).
  const size = r.pick([0, 0, 1, 1, 1, 2]);
  const firstName = faker.person.firstName();
  const lastName = r.chance(0.15)
    ? `${faker.person.lastName()}-${faker.person.lastName()}`
    : faker.person.lastName();
  const particle = r.chance(0.08) ? r.pick(['van der ', 'de ', 'da ', 'von ', "O'", 'di ']) : '';
  const name = `${firstName} ${particle}${lastName}`;
  const home = r.pick(words.cities);
  const city = r.chance(0.25) ? faker.location.city() : home.city;
  const handle = `${ascii(firstName)}${r.pick(['', '.', '-', '_'])}${ascii(lastName)}${r.chance(0.3) ? r.int(1, 99) : ''}`;
  const domain = r.pick([
    'gmail.com',
    'outlook.com',
    'posteo.de',
    'proton.me',
    'gmx.net',
    'web.de',
    'orange.fr',
    'libero.it',
    'wp.pl',
    'ziggo.nl',
    'sapo.pt',
    'yahoo.es',
    'icloud.com',
  ]);
  const email = `${ascii(firstName)}.${ascii(lastName)}${r.chance(0.2) ? r.int(1, 99) : ''}@${domain}`;
  const phone = fill(r.pick(home.phone), city);

  const profiles: NonNullable<NonNullable<JsonResume['basics']>['profiles']> = [];
  if (r.chance(0.85))
    profiles.push({
      network: 'LinkedIn',
      username: handle,
      url: `https://www.linkedin.com/in/${handle}`,
    });
  if (r.chance(0.6))
    profiles.push({ network: 'GitHub', username: handle, url: `https://github.com/${handle}` });
  if (r.chance(0.3)) {
    const other = r.pick([
      { network: 'Twitter', url: (u: string) => `https://twitter.com/${u}` },
      { network: 'Xing', url: (u: string) => `https://www.xing.com/profile/${u}` },
      { network: 'Dribbble', url: (u: string) => `https://dribbble.com/${u}` },
      { network: 'Medium', url: (u: string) => `https://medium.com/@${u}` },
      { network: 'Mastodon', url: (u: string) => `https://mastodon.social/@${u}` },
    ]);
    profiles.push({ network: other.network, username: handle, url: other.url(handle) });
  }

  const summaryCount = [r.int(1, 2), r.int(2, 4), r.int(3, 6)][size] ?? 2;
  const summary = r.chance(0.9) ? r.some(words.summaries, summaryCount).join(' ') : undefined;

  // Jobs, newest first, going back in time from 2025.
  const jobCount = [r.int(1, 3), r.int(2, 4), r.int(3, 5)][size] ?? 2;
  let cursor = { year: 2025, month: r.int(1, 10) };
  const company = () => {
    if (r.chance(0.45)) {
      return fill(r.pick(HARD_COMPANY_PATTERNS), city)
        .replace('{a}', faker.person.lastName())
        .replace('{b}', faker.person.lastName())
        .replace('{c}', faker.person.lastName())
        .replace('{s}', r.pick(words.companySuffixes));
    }
    return faker.company.name();
  };
  const datesOf = (current: boolean, months: number) => {
    const end = { ...cursor };
    let start = { year: end.year, month: end.month - months };
    while (start.month < 1) start = { year: start.year - 1, month: start.month + 12 };
    cursor = { year: start.year, month: start.month - r.int(0, 3) };
    while (cursor.month < 1) cursor = { year: cursor.year - 1, month: cursor.month + 12 };
    const iso = (d: { year: number; month: number }) =>
      r.chance(0.8) ? `${d.year}-${pad(d.month)}-01` : `${d.year}-${pad(d.month)}`;
    return { startDate: iso(start), ...(current ? {} : { endDate: iso(end) }) };
  };
  const work = Array.from({ length: jobCount }, (_, index) => {
    const title = r.pick(words.titles) + (r.chance(0.2) ? r.pick(words.titleTails) : '');
    const highlightCount = r.int(0, [3, 5, 6][size] ?? 4);
    const location = r.chance(0.7)
      ? r.chance(0.5)
        ? `${r.pick(words.cities).city}, ${r.pick(words.cities).countryCode}`
        : `${faker.location.city()}, ${r.pick(words.cities).region}`
      : undefined;
    const employer = company();
    const site = r.chance(0.3)
      ? `https://www.${ascii(faker.company.buzzNoun())}.example`
      : undefined;
    // `company` and `website` are the JSON Resume 0.x names that older themes still print.
    return {
      name: employer,
      company: employer,
      ...(site ? { url: site, website: site } : {}),
      position: title,
      ...(location ? { location } : {}),
      ...datesOf(index === 0 && r.chance(0.7), r.int(8, 50)),
      ...(r.chance(0.45) ? { summary: fill(r.pick(words.workSummaries), city) } : {}),
      highlights: r.some(words.highlights, highlightCount).map((h) => fill(h, city)),
    };
  });

  const educationCount = r.int(1, size === 0 ? 1 : 3);
  const education = Array.from({ length: educationCount }, () => {
    const end = cursor.year - r.int(0, 2);
    const start = end - r.int(2, 5);
    const month = r.pick([6, 7, 9, 10]);
    return {
      institution: r.pick(words.institutions),
      ...(r.chance(0.85) ? { area: r.pick(words.areas) } : {}),
      studyType: r.pick(words.studyTypes),
      startDate: `${start}-${pad(r.pick([9, 10]))}-01`,
      endDate: `${end}-${pad(month)}-01`,
      ...(r.chance(0.3)
        ? { score: r.pick(['1,7', '3.8', '16/20', '110/110', '8,2', 'First Class Honours']) }
        : {}),
      ...(r.chance(0.4) ? { courses: r.some(words.courses, r.int(1, 4)) } : {}),
    };
  });

  const skills = r.some(words.skillGroups, r.int(1, [2, 4, 6][size] ?? 3)).map((group) => ({
    name: group.name,
    ...(r.chance(0.3) ? { level: r.pick(['Master', 'Advanced', 'Intermediate', 'Expert']) } : {}),
    keywords: r.some(group.keywords, r.int(2, 6)),
  }));
  const languages = r.some(words.languageNames, r.int(1, 4)).map((language_, index) => ({
    language: language_,
    fluency: index === 0 ? (words.fluency[0] as string) : r.pick(words.fluency.slice(1)),
  }));
  const certificates = r.chance(0.6)
    ? r.some(CERTIFICATES, r.int(1, 3)).map((c) => ({
        ...c,
        date: `${r.int(2015, 2025)}-${pad(r.int(1, 12))}-01`,
        ...(r.chance(0.3) ? { url: 'https://www.credly.com/badges/' + digits(8) } : {}),
      }))
    : [];
  const projects = r.chance(size === 0 ? 0.3 : 0.6)
    ? r.some(words.projectNames, r.int(1, 3)).map((projectName) => ({
        name: projectName,
        description: r.pick(words.projectDescriptions),
        highlights: r.some(words.highlights, r.int(0, 2)).map((h) => fill(h, city)),
        startDate: `${r.int(2016, 2024)}-${pad(r.int(1, 12))}-01`,
        ...(r.chance(0.5) ? { url: `https://github.com/${handle}/${ascii(projectName)}` } : {}),
      }))
    : [];
  const volunteer = r.chance(size === 0 ? 0.2 : 0.45)
    ? [
        {
          organization: r.pick(words.volunteerOrgs),
          position: r.pick(words.volunteerPositions),
          startDate: `${r.int(2012, 2020)}-${pad(r.int(1, 12))}-01`,
          ...(r.chance(0.5) ? { endDate: `${r.int(2021, 2024)}-${pad(r.int(1, 12))}-01` } : {}),
          summary: r.pick(words.volunteerSummaries),
          highlights: [],
        },
      ]
    : [];

  const homepage = r.chance(0.35)
    ? `https://${ascii(lastName)}.${r.pick(['dev', 'io', 'me', 'net'])}`
    : undefined;
  const street = r.chance(0.3) ? faker.location.streetAddress() : undefined;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name,
      label: r.chance(0.8) ? r.pick(words.labels) : '',
      email,
      phone,
      ...(homepage ? { url: homepage, website: homepage } : {}),
      summary: summary ?? '',
      location: {
        ...(street ? { address: street, postalCode: faker.location.zipCode() } : {}),
        city,
        region: home.region,
        countryCode: home.countryCode,
      },
      profiles,
    },
    work,
    volunteer,
    education,
    awards: [],
    certificates,
    publications: [],
    skills,
    languages,
    interests: r.chance(0.4)
      ? [{ name: r.pick(['Photography', 'Climbing', 'Chess', 'Cycling']), keywords: [] }]
      : [],
    references: [],
    projects,
    meta: { language, seed, version: 'v1.0.0' },
  };
}
