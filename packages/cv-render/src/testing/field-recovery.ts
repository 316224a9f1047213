/** Field-by-field comparison of rendered content with what the parser reads back (normalised text). */
import type { CvContent, CvSection, SectionType } from '@cvforge/contracts';

export const RECOVERY_FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'links',
  'job titles',
  'companies',
  'durations',
  'bullets',
  'institutions',
  'degrees',
  'skills',
  'summary',
] as const;
export type RecoveryField = (typeof RECOVERY_FIELDS)[number];
export type Tally = Record<RecoveryField, { correct: number; total: number }>;

export const emptyTally = (): Tally =>
  Object.fromEntries(RECOVERY_FIELDS.map((field) => [field, { correct: 0, total: 0 }])) as Tally;

/** Case, Unicode form, dash variants, whitespace, trailing punctuation and URL schemes do not count. */
export const normaliseText = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[‐-―−]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[.,;:]+$/, '')
    .trim();

const sectionOf = <T extends SectionType>(content: CvContent, type: T) =>
  content.sections.find(
    (section): section is Extract<CvSection, { type: T }> =>
      section.type === type && section.is_visible,
  );

/** Adds one row per expected field (and per unexpected extra entry) to the tally. */
export function compareContent(
  expected: CvContent,
  parsed: CvContent,
  tally: Tally,
  misses: string[] = [],
) {
  const check = (field: RecoveryField, want: string, got: string | undefined) => {
    if (!want && !got) return;
    tally[field].total++;
    if (normaliseText(want) === normaliseText(got ?? '')) tally[field].correct++;
    else misses.push(`${field}: expected "${want}", got "${got ?? ''}"`);
  };
  const [want, got] = [expected.personal_info, parsed.personal_info];
  for (const field of ['name', 'email', 'phone', 'location'] as const)
    check(field, want[field], got[field]);
  check('links', want.linkedin, got.linkedin);
  check('links', want.website, got.website);
  check(
    'summary',
    sectionOf(expected, 'summary')?.content.text ?? '',
    sectionOf(parsed, 'summary')?.content.text,
  );
  const jobs = sectionOf(expected, 'experience')?.content.experiences ?? [];
  const gotJobs = sectionOf(parsed, 'experience')?.content.experiences ?? [];
  for (let index = 0; index < Math.max(jobs.length, gotJobs.length); index++) {
    const [job, read] = [jobs[index], gotJobs[index]];
    check('job titles', job?.title ?? '', read?.title);
    check('companies', job?.company ?? '', read?.company);
    check('durations', job?.duration ?? '', read?.duration);
    const lines = job?.achievements ?? [];
    for (let line = 0; line < Math.max(lines.length, read?.achievements.length ?? 0); line++)
      check('bullets', lines[line] ?? '', read?.achievements[line]);
  }
  const schools = sectionOf(expected, 'education')?.content.education ?? [];
  const gotSchools = sectionOf(parsed, 'education')?.content.education ?? [];
  for (let index = 0; index < Math.max(schools.length, gotSchools.length); index++) {
    const [school, read] = [schools[index], gotSchools[index]];
    check('institutions', school?.institution ?? '', read?.institution);
    check(
      'degrees',
      `${school?.degree ?? ''} ${school?.field ?? ''}`,
      `${read?.degree ?? ''} ${read?.field ?? ''}`,
    );
  }
  const skillSet = (content: CvContent) => {
    const skills = sectionOf(content, 'skills')?.content;
    return new Set(
      [...(skills?.technical ?? []), ...(skills?.professional ?? []), ...(skills?.tools ?? [])].map(
        normaliseText,
      ),
    );
  };
  const [wanted, found] = [skillSet(expected), skillSet(parsed)];
  for (const skill of new Set([...wanted, ...found]))
    check('skills', wanted.has(skill) ? skill : '', found.has(skill) ? skill : '');
}

export function recoveryRate(tally: Tally): number {
  const correct = RECOVERY_FIELDS.reduce((sum, field) => sum + tally[field].correct, 0);
  const total = RECOVERY_FIELDS.reduce((sum, field) => sum + tally[field].total, 0);
  return total === 0 ? 1 : correct / total;
}
