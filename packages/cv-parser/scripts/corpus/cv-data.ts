/** Fictional CV data for the corpus: seeded, so regenerating gives the same CVs. */
import { COMPANIES, DEGREES, FIRST_NAMES, LAST_NAMES, PLACES, ROLES, SCHOOLS } from './pools';

export interface YearMonth {
  year: number;
  month?: number;
}

export interface CorpusExperience {
  title: string;
  company: string;
  location: string;
  start: YearMonth;
  end: YearMonth | 'present';
  bullets: string[];
}

export interface CorpusEducation {
  degree: string;
  field: string;
  institution: string;
  start: number;
  year: number;
  gpa: string;
}

export interface CorpusCv {
  name: string;
  title: string;
  email: string;
  phone: string;
  location: string;
  linkedin: string;
  website: string;
  summary: string;
  experiences: CorpusExperience[];
  education: CorpusEducation[];
  skills: string[];
  tools: string[];
  languages: { name: string; level: string }[];
  certifications: { name: string; org: string; year: number }[];
}

export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

function pickSome<T>(random: () => number, list: readonly T[], count: number): T[] {
  const copy = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && copy.length > 0) {
    chosen.push(copy.splice(Math.floor(random() * copy.length), 1)[0] as T);
  }
  return chosen;
}

const PHONES = [
  '+44 20 7946 0{n}',
  '+1 (415) 555-0{n}',
  '+49 30 901820{n}',
  '+33 1 42 68 5{n}',
  '+34 612 345 {n}',
  '+48 512 345 {n}',
  '(212) 555-0{n}',
  '+354 555 7{n}',
];
const LANGUAGES = ['English', 'German', 'Spanish', 'French', 'Polish', 'Icelandic', 'Italian'];
const LEVELS = ['Native', 'Fluent', 'Professional', 'Intermediate', 'Basic', 'C1', 'B2'];
const CERTS = [
  ['AWS Certified Solutions Architect', 'Amazon Web Services'],
  ['Professional Scrum Master I', 'Scrum.org'],
  ['PRINCE2 Foundation', 'Axelos'],
  ['Google Analytics Certification', 'Google'],
  ['Certified Kubernetes Administrator', 'CNCF'],
] as const;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

export function createCorpusCv(seed: number, options: { jobs: number; bullets: number }): CorpusCv {
  const random = createRandom(seed);
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const role = pick(random, ROLES);
  const experiences: CorpusExperience[] = [];
  let endYear = 2025;
  for (let index = 0; index < options.jobs; index++) {
    const jobRole = index === 0 ? role : pick(random, ROLES);
    const startYear = endYear - 1 - Math.floor(random() * 3);
    experiences.push({
      title: (index === 0 ? 'Senior ' : '') + jobRole.title,
      company: pick(random, COMPANIES),
      location: pick(random, PLACES),
      start: { year: startYear, month: 1 + Math.floor(random() * 12) },
      end: index === 0 ? 'present' : { year: endYear, month: 1 + Math.floor(random() * 12) },
      bullets: pickSome(random, jobRole.bullets, options.bullets),
    });
    endYear = startYear;
  }
  const degree = pick(random, DEGREES);
  const gradYear = endYear - Math.floor(random() * 2);
  const firstSlug = slug(first);
  const lastSlug = slug(last);
  return {
    name: `${first} ${last}`,
    title: role.title,
    email: `${firstSlug}.${lastSlug}@${pick(random, ['mail.com', 'proton.me', 'example.org', 'posteo.de'])}`,
    phone: pick(random, PHONES).replace('{n}', String(100 + Math.floor(random() * 800))),
    location: pick(random, PLACES),
    linkedin: `linkedin.com/in/${firstSlug}-${lastSlug}`,
    website: random() < 0.6 ? `${firstSlug}${lastSlug}.dev` : '',
    summary: role.summary,
    experiences,
    education: [
      {
        degree: degree[0],
        field: degree[1],
        institution: pick(random, SCHOOLS),
        start: gradYear - 3,
        year: gradYear,
        gpa: random() < 0.3 ? '3.8/4.0' : '',
      },
    ],
    skills: pickSome(random, role.skills, 6),
    tools: pickSome(random, role.tools, 4),
    languages: pickSome(random, LANGUAGES, 2).map((name) => ({
      name,
      level: pick(random, LEVELS),
    })),
    certifications: pickSome(random, CERTS, random() < 0.5 ? 1 : 2).map(([name, org]) => ({
      name,
      org,
      year: 2018 + Math.floor(random() * 6),
    })),
  };
}
