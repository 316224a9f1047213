import { z } from 'zod';

/**
 * JSON Resume v1.2.1 (https://jsonresume.org/schema) as a zod schema: the import checks a file
 * against it, and the types below come from it. Like the official schema every object allows
 * more properties; cvforge's own fields without a JSON Resume home travel as `x-cvforge-*`
 * properties and under `meta.cvforge`. String formats (email, uri) are not checked: a resume
 * other tools accept should import.
 */
const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;
const date = z.string().regex(ISO_DATE, 'must be a date like 2020-03-15, 2020-03 or 2020');
const str = z.string().optional();
const strings = z.array(z.string()).optional();
const dated = { startDate: date.optional(), endDate: date.optional() };
const entry = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);
const list = <T extends z.ZodType>(item: T) => z.array(item).optional();

const locationSchema = entry({
  address: str,
  postalCode: str,
  city: str,
  countryCode: str,
  region: str,
});
const profileSchema = entry({ network: str, username: str, url: str });
const basicsSchema = entry({
  name: str,
  label: str,
  image: str,
  email: str,
  phone: str,
  url: str,
  summary: str,
  location: locationSchema.optional(),
  profiles: list(profileSchema),
});
const workSchema = entry({
  name: str,
  location: str,
  description: str,
  position: str,
  url: str,
  ...dated,
  summary: str,
  highlights: strings,
});
const volunteerSchema = entry({
  organization: str,
  position: str,
  url: str,
  ...dated,
  summary: str,
  highlights: strings,
});
const educationSchema = entry({
  institution: str,
  url: str,
  area: str,
  studyType: str,
  ...dated,
  score: str,
  courses: strings,
});
const awardSchema = entry({ title: str, date: date.optional(), awarder: str, summary: str });
const certificateSchema = entry({ name: str, date: date.optional(), url: str, issuer: str });
const publicationSchema = entry({
  name: str,
  publisher: str,
  releaseDate: date.optional(),
  url: str,
  summary: str,
});
const skillSchema = entry({ name: str, level: str, keywords: strings });
const languageSchema = entry({ language: str, fluency: str });
const interestSchema = entry({ name: str, keywords: strings });
const referenceSchema = entry({ name: str, reference: str });
const projectSchema = entry({
  name: str,
  description: str,
  highlights: strings,
  keywords: strings,
  ...dated,
  url: str,
  roles: strings,
  entity: str,
  type: str,
});

export const jsonResumeSchema = entry({
  $schema: str,
  basics: basicsSchema.optional(),
  work: list(workSchema),
  volunteer: list(volunteerSchema),
  education: list(educationSchema),
  awards: list(awardSchema),
  certificates: list(certificateSchema),
  publications: list(publicationSchema),
  skills: list(skillSchema),
  languages: list(languageSchema),
  interests: list(interestSchema),
  references: list(referenceSchema),
  projects: list(projectSchema),
  meta: entry({ canonical: str, version: str, lastModified: str }).optional(),
});

export type JsonResume = z.infer<typeof jsonResumeSchema>;
export type JsonResumeLocation = z.infer<typeof locationSchema>;
export type JsonResumeProfile = z.infer<typeof profileSchema>;
export type JsonResumeBasics = z.infer<typeof basicsSchema>;
export type JsonResumeWork = z.infer<typeof workSchema>;
export type JsonResumeEducation = z.infer<typeof educationSchema>;
export type JsonResumeSkill = z.infer<typeof skillSchema>;
export type JsonResumeLanguage = z.infer<typeof languageSchema>;
export type JsonResumeProject = z.infer<typeof projectSchema>;
export type JsonResumeCertificate = z.infer<typeof certificateSchema>;
export type JsonResumeAward = z.infer<typeof awardSchema>;
export type JsonResumeReference = z.infer<typeof referenceSchema>;

export const JSON_RESUME_VERSION = 'v1.2.1';
export const JSON_RESUME_SCHEMA_URL = `https://raw.githubusercontent.com/jsonresume/resume-schema/${JSON_RESUME_VERSION}/schema.json`;

/** A path zod reports ("work", 0, "startDate") as a reader writes it: work[0].startDate. */
const pathText = (path: readonly PropertyKey[]) =>
  path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`,
    )
    .join('');

/**
 * Checks a parsed file against JSON Resume; the message, for the reader, names the first wrong
 * value ("Not a valid JSON Resume: work[0].startDate must be a date like …").
 */
export function checkJsonResume(
  value: unknown,
): { ok: true; resume: JsonResume } | { ok: false; message: string } {
  const result = jsonResumeSchema.safeParse(value);
  if (result.success) return { ok: true, resume: result.data };
  const issue = result.error.issues[0]!;
  const where = pathText(issue.path);
  const what =
    issue.code === 'invalid_type'
      ? `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`
      : issue.message;
  const message = where
    ? `Not a valid JSON Resume: ${where} ${what}.`
    : 'The file is not a JSON Resume document.';
  return { ok: false, message };
}
