/** Compares a parse with a corpus CV's expected JSON, field by field (normalised text). */
import type { CvContent } from '@cvforge/contracts';

export interface ExpectedCv {
  name: string;
  email: string;
  phone: string;
  location: string;
  linkedin: string;
  website: string;
  experiences: { title: string; company: string; duration: string; bullets: string[] }[];
  education: { degree: string; field: string; institution: string; year: string }[];
  skills: string[];
}

export const ACCURACY_FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'links',
  'job titles',
  'companies',
  'dates',
  'bullets',
  'institutions',
  'degrees',
  'skills',
] as const;
export type AccuracyField = (typeof ACCURACY_FIELDS)[number];
export type Tally = Record<AccuracyField, { correct: number; total: number }>;

export const normaliseText = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[.,;:]+$/, '')
    .trim();

export const emptyTally = (): Tally =>
  Object.fromEntries(ACCURACY_FIELDS.map((field) => [field, { correct: 0, total: 0 }])) as Tally;

export function compareCv(
  expected: ExpectedCv,
  content: CvContent,
  tally: Tally,
  mismatches: string[] = [],
): void {
  const check = (field: AccuracyField, want: string, got: string | undefined) => {
    tally[field].total++;
    if (normaliseText(want) === normaliseText(got ?? '')) tally[field].correct++;
    else mismatches.push(`${field}: expected "${want}", got "${got ?? ''}"`);
  };
  const info = content.personal_info;
  check('name', expected.name, info.name);
  check('email', expected.email, info.email);
  check('phone', expected.phone, info.phone);
  check('location', expected.location, info.location);
  check('links', expected.linkedin, info.linkedin);
  check('links', expected.website, info.website);
  const section = <T extends CvContent['sections'][number]['type']>(type: T) =>
    content.sections.find((candidate) => candidate.type === type) as
      Extract<CvContent['sections'][number], { type: T }> | undefined;
  const jobs = section('experience')?.content.experiences ?? [];
  for (let index = 0; index < Math.max(jobs.length, expected.experiences.length); index++) {
    const want = expected.experiences[index];
    const got = jobs[index];
    check('job titles', want?.title ?? '', got?.title);
    check('companies', want?.company ?? '', got?.company);
    check('dates', want?.duration ?? '', got?.duration);
    const bullets = want?.bullets ?? [];
    for (let line = 0; line < Math.max(bullets.length, got?.achievements.length ?? 0); line++) {
      check('bullets', bullets[line] ?? '', got?.achievements[line]);
    }
  }
  const schools = section('education')?.content.education ?? [];
  for (let index = 0; index < Math.max(schools.length, expected.education.length); index++) {
    const want = expected.education[index];
    const got = schools[index];
    check('institutions', want?.institution ?? '', got?.institution);
    check(
      'degrees',
      `${want?.degree ?? ''} ${want?.field ?? ''}`,
      `${got?.degree ?? ''} ${got?.field ?? ''}`,
    );
    // The expected files give the graduation year; a printed range is kept whole ("2014 – 2018",
    // so the start stays editable) and its end is what they name.
    const graduation = got?.year.match(/\d{4}/g)?.at(-1);
    check('dates', want?.year ?? '', /^\d{4}$/.test(want?.year ?? '') ? graduation : got?.year);
  }
  const skills = section('skills')?.content;
  const found = new Set(
    [...(skills?.technical ?? []), ...(skills?.professional ?? []), ...(skills?.tools ?? [])].map(
      normaliseText,
    ),
  );
  const wanted = new Set(expected.skills.map(normaliseText));
  for (const skill of new Set([...wanted, ...found])) {
    tally.skills.total++;
    if (wanted.has(skill) && found.has(skill)) tally.skills.correct++;
    else mismatches.push(`skills: ${wanted.has(skill) ? 'missing' : 'extra'} "${skill}"`);
  }
}

export function accuracyRows(tally: Tally) {
  const rows = ACCURACY_FIELDS.map((field) => ({
    field,
    correct: tally[field].correct,
    total: tally[field].total,
    accuracy: tally[field].total === 0 ? 1 : tally[field].correct / tally[field].total,
  }));
  const correct = rows.reduce((sum, row) => sum + row.correct, 0);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  return { rows, overall: total === 0 ? 1 : correct / total };
}
