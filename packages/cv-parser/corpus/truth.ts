/**
 * The expected canonical fields of a corpus document, derived mechanically from the JSON Resume
 * document it was printed from (`<name>.resume.json`). Never edited to match the parser's output.
 * Whether a design printed a value is decided separately, against the document's text
 * (score.ts): truth says what the source holds, not what a theme chose to show.
 */

/** A date as the source gives it: year, and month when the source has one. */
export interface YearMonth {
  year: number;
  month?: number;
}

export interface TruthJob {
  company: string;
  title: string;
  location: string;
  start?: YearMonth;
  /** 'present' for a current job (no endDate). */
  end?: YearMonth | 'present';
  highlights: string[];
}

export interface TruthEducation {
  institution: string;
  degree: string;
  field: string;
  end?: YearMonth;
}

export interface Truth {
  language: string;
  paper: string;
  name: string;
  email: string;
  phone: string;
  location: { city: string; parts: string[] };
  linkedin?: { url: string; username: string };
  /** basics.url and every non-LinkedIn profile: the parser keeps one of them as website. */
  websites: { url: string; username: string }[];
  summary: string;
  jobs: TruthJob[];
  /** Entries shaped like jobs that the canonical form leaves out (not counted as extra jobs). */
  jobLike: string[];
  education: TruthEducation[];
  skills: string[];
  /** Skill group names: neither right nor wrong when the parser lists them as skills. */
  skillGroups: string[];
  languages: string[];
  certifications: { name: string; issuer: string }[];
  projects: string[];
}

type Json = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const arr = (value: unknown): Json[] =>
  Array.isArray(value)
    ? value.filter((item): item is Json => typeof item === 'object' && item !== null)
    : [];
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(str).filter(Boolean) : [];

/** "2020-03-01", "2020-03", "2020" → { year, month }. */
export function isoToYearMonth(iso: unknown): YearMonth | undefined {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(str(iso));
  if (!match) return undefined;
  const month = match[2] ? Number(match[2]) : undefined;
  return month ? { year: Number(match[1]), month } : { year: Number(match[1]) };
}

export function truthOf(resume: Json): Truth {
  const basics = (resume.basics ?? {}) as Json;
  const meta = (resume.meta ?? {}) as Json;
  const location = (basics.location ?? {}) as Json;
  const profiles = arr(basics.profiles).map((profile) => ({
    network: str(profile.network),
    url: str(profile.url),
    username: str(profile.username),
  }));
  const linkedin = profiles.find((profile) => /linkedin/i.test(profile.network));
  const websites = [
    ...(str(basics.url) ? [{ url: str(basics.url), username: '' }] : []),
    ...profiles.filter((profile) => profile !== linkedin && profile.url),
  ].map(({ url, username }) => ({ url, username }));
  const skillGroups = arr(resume.skills);
  return {
    language: str(meta.language) || 'en',
    paper: str(meta.paper) || 'A4',
    name: str(basics.name),
    email: str(basics.email),
    phone: str(basics.phone),
    location: {
      city: str(location.city),
      parts: [
        location.address,
        location.postalCode,
        location.city,
        location.region,
        location.countryCode,
        ...countryNames(str(location.countryCode)),
      ]
        .map(str)
        .filter(Boolean),
    },
    ...(linkedin ? { linkedin: { url: linkedin.url, username: linkedin.username } } : {}),
    websites,
    summary: str(basics.summary),
    jobs: arr(resume.work).map((work) => {
      const start = isoToYearMonth(work.startDate);
      const end = isoToYearMonth(work.endDate);
      return {
        company: str(work.name) || str(work.company),
        title: str(work.position),
        location: str(work.location),
        ...(start ? { start } : {}),
        ...(end ? { end } : start ? { end: 'present' as const } : {}),
        highlights: strings(work.highlights),
      };
    }),
    jobLike: [
      ...arr(resume.volunteer).flatMap((entry) => [str(entry.organization), str(entry.position)]),
      ...arr(resume.projects).map((project) => str(project.name)),
    ].filter(Boolean),
    education: arr(resume.education).map((entry) => {
      const end = isoToYearMonth(entry.endDate);
      return {
        institution: str(entry.institution),
        degree: str(entry.studyType),
        field: str(entry.area),
        ...(end ? { end } : {}),
      };
    }),
    skills: [
      ...new Set(
        skillGroups.flatMap((group) => {
          const keywords = strings(group.keywords);
          return keywords.length > 0 ? keywords : strings([group.name]);
        }),
      ),
    ],
    skillGroups: skillGroups.map((group) => str(group.name)).filter(Boolean),
    languages: arr(resume.languages)
      .map((entry) => str(entry.language))
      .filter(Boolean),
    certifications: arr(resume.certificates)
      .map((entry) => ({ name: str(entry.name), issuer: str(entry.issuer) }))
      .filter((entry) => entry.name),
    projects: arr(resume.projects)
      .map((project) => str(project.name))
      .filter(Boolean),
  };
}

const CORPUS_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl'];
/**
 * A country code's names in the corpus languages: themes print "Canada" or "Kanada" for `CA`,
 * and either is the same value as the source's code.
 */
function countryNames(code: string): string[] {
  if (!/^[A-Z]{2}$/.test(code)) return [];
  return CORPUS_LANGUAGES.map(
    (language) => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? '',
  );
}
