import { z } from 'zod';

/** docs/product.md §C3 "CV content": the canonical shape every reader (editor, preview, PDF, DOCX) shares. */

export const SECTION_TYPES = [
  'personal_info',
  'summary',
  'experience',
  'education',
  'skills',
  'achievements',
  'soft_skills',
  'languages',
  'projects',
  'certifications',
  'references',
  'awards',
  'cover_letter',
] as const;
export const sectionTypeSchema = z.enum(SECTION_TYPES);
export type SectionType = z.infer<typeof sectionTypeSchema>;

const text = () => z.string().default('');
const textList = () => z.array(z.string()).default(() => []);
// Lazy: a default computed once at import would give every entry the same id.
const entryId = () =>
  z
    .string()
    .min(1)
    .default(() => crypto.randomUUID());
/**
 * An imported JSON Resume object kept with its entry, so an export gives back what the editor
 * has no place for (docs/decisions/023-json-resume-round-trip.md). Absent on most entries.
 */
export const jsonResumeKeptSchema = z.record(z.string(), z.unknown());
const jsonResumeKept = () => jsonResumeKeptSchema.optional();

/** A structured address as JSON Resume writes it; `location` stays the text templates show. */
export const locationPartsSchema = z.object({
  address: text(),
  postal_code: text(),
  city: text(),
  region: text(),
  country_code: text(),
});
export type LocationParts = z.infer<typeof locationPartsSchema>;

/** A social profile; `linkedin` stays the link templates show. */
export const profileEntrySchema = z.object({
  id: entryId(),
  network: text(),
  username: text(),
  url: text(),
  json_resume: jsonResumeKept(),
});
export type ProfileEntry = z.infer<typeof profileEntrySchema>;

export const personalInfoSchema = z.object({
  name: text(),
  title: text(),
  email: text(),
  phone: text(),
  location: text(),
  linkedin: text(),
  website: text(),
  /** Photo URL for templates that support one; accepted from avatar, image, picture. */
  photo: z.string().optional(),
  location_parts: locationPartsSchema.optional(),
  profiles: z.array(profileEntrySchema).optional(),
  json_resume: jsonResumeKept(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const summaryContentSchema = z.object({ text: text(), highlightedKeywords: textList() });
export type SummaryContent = z.infer<typeof summaryContentSchema>;

/** Achievements are plain lines; `{ text, isEnhanced }` is a UI marker form removed before saving. */
export const experienceEntrySchema = z.object({
  id: entryId(),
  title: text(),
  company: text(),
  duration: text(),
  location: text(),
  achievements: textList(),
  json_resume: jsonResumeKept(),
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const educationEntrySchema = z.object({
  id: entryId(),
  degree: text(),
  field: text(),
  institution: text(),
  year: text(),
  gpa: text(),
  honors: text(),
  json_resume: jsonResumeKept(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

/** A named skill group with its level, as JSON Resume keeps skills. */
export const skillGroupSchema = z.object({
  id: entryId(),
  name: text(),
  level: text(),
  keywords: textList(),
  json_resume: jsonResumeKept(),
});
export type SkillGroup = z.infer<typeof skillGroupSchema>;

/**
 * The three lists are what templates and analysis read. `groups`, when present, are the same
 * skills as named groups; the lists are derived from them (packages/cv-model/src/derived-fields.ts).
 */
export const skillsContentSchema = z.object({
  technical: textList(),
  professional: textList(),
  tools: textList(),
  groups: z.array(skillGroupSchema).optional(),
});
export type SkillsContent = z.infer<typeof skillsContentSchema>;
/** The three skill lists (not the optional groups). */
export type SkillListKey = Exclude<keyof SkillsContent, 'groups'>;

export const achievementEntrySchema = z.object({
  id: entryId(),
  name: text(),
  description: text(),
  year: text(),
  context: text(),
});
export type AchievementEntry = z.infer<typeof achievementEntrySchema>;

export const softSkillEntrySchema = z.object({ id: entryId(), name: text(), description: text() });
export type SoftSkillEntry = z.infer<typeof softSkillEntrySchema>;

export const languageEntrySchema = z.object({
  id: entryId(),
  name: text(),
  level: text(),
  json_resume: jsonResumeKept(),
});
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

export const projectEntrySchema = z.object({
  id: entryId(),
  name: text(),
  description: text(),
  year: text(),
  /** Where the project can be seen (a repository, a site). */
  url: text(),
  json_resume: jsonResumeKept(),
});
export type ProjectEntry = z.infer<typeof projectEntrySchema>;

export const certificationEntrySchema = z.object({
  id: entryId(),
  name: text(),
  issuing_organization: text(),
  year: text(),
  expiry: text(),
  json_resume: jsonResumeKept(),
});
export type CertificationEntry = z.infer<typeof certificationEntrySchema>;

export const referenceEntrySchema = z.object({
  id: entryId(),
  name: text(),
  title: text(),
  company: text(),
  contact: text(),
  json_resume: jsonResumeKept(),
});
export type ReferenceEntry = z.infer<typeof referenceEntrySchema>;

export const awardEntrySchema = z.object({
  id: entryId(),
  name: text(),
  year: text(),
  description: text(),
  json_resume: jsonResumeKept(),
});
export type AwardEntry = z.infer<typeof awardEntrySchema>;

// List sections hold their entries under one key (docs/product.md §C3: experiences[], education[] …).
const list = <T extends z.ZodType>(entry: T) => z.array(entry).default(() => []);
export const experienceContentSchema = z.object({ experiences: list(experienceEntrySchema) });
export const educationContentSchema = z.object({ education: list(educationEntrySchema) });
export const achievementsContentSchema = z.object({ achievements: list(achievementEntrySchema) });
export const softSkillsContentSchema = z.object({ soft_skills: list(softSkillEntrySchema) });
export const languagesContentSchema = z.object({ languages: list(languageEntrySchema) });
export const projectsContentSchema = z.object({ projects: list(projectEntrySchema) });
export const certificationsContentSchema = z.object({
  certifications: list(certificationEntrySchema),
});
export const referencesContentSchema = z.object({ references: list(referenceEntrySchema) });
export const awardsContentSchema = z.object({ awards: list(awardEntrySchema) });
export const coverLetterContentSchema = z.object({
  cover_letter: z.object({ content: text() }).prefault({}),
});

/** The content schema of each section type. */
export const SECTION_CONTENT_SCHEMAS = {
  personal_info: personalInfoSchema,
  summary: summaryContentSchema,
  experience: experienceContentSchema,
  education: educationContentSchema,
  skills: skillsContentSchema,
  achievements: achievementsContentSchema,
  soft_skills: softSkillsContentSchema,
  languages: languagesContentSchema,
  projects: projectsContentSchema,
  certifications: certificationsContentSchema,
  references: referencesContentSchema,
  awards: awardsContentSchema,
  cover_letter: coverLetterContentSchema,
} as const satisfies Record<SectionType, z.ZodType>;
export type SectionContent<T extends SectionType> = z.infer<(typeof SECTION_CONTENT_SCHEMAS)[T]>;

/** The key under which each list section keeps its entries (for typed entry actions). */
export const SECTION_ENTRY_KEYS = {
  experience: 'experiences',
  education: 'education',
  achievements: 'achievements',
  soft_skills: 'soft_skills',
  languages: 'languages',
  projects: 'projects',
  certifications: 'certifications',
  references: 'references',
  awards: 'awards',
} as const satisfies Partial<Record<SectionType, string>>;
export type ListSectionType = keyof typeof SECTION_ENTRY_KEYS;

export function emptySectionContent<T extends SectionType>(type: T): SectionContent<T> {
  return SECTION_CONTENT_SCHEMAS[type].parse({}) as SectionContent<T>;
}

const sectionOf = <T extends SectionType, C extends z.ZodType>(type: T, content: C) =>
  z.object({
    id: entryId(),
    type: z.literal(type),
    title: text(),
    content,
    order: z.number().int().nonnegative().default(0),
    is_visible: z.boolean().default(true),
    is_required: z.boolean().default(false),
  });

export const cvSectionSchema = z.discriminatedUnion('type', [
  sectionOf('personal_info', personalInfoSchema.prefault({})),
  sectionOf('summary', summaryContentSchema.prefault({})),
  sectionOf('experience', experienceContentSchema.prefault({})),
  sectionOf('education', educationContentSchema.prefault({})),
  sectionOf('skills', skillsContentSchema.prefault({})),
  sectionOf('achievements', achievementsContentSchema.prefault({})),
  sectionOf('soft_skills', softSkillsContentSchema.prefault({})),
  sectionOf('languages', languagesContentSchema.prefault({})),
  sectionOf('projects', projectsContentSchema.prefault({})),
  sectionOf('certifications', certificationsContentSchema.prefault({})),
  sectionOf('references', referencesContentSchema.prefault({})),
  sectionOf('awards', awardsContentSchema.prefault({})),
  sectionOf('cover_letter', coverLetterContentSchema.prefault({})),
]);
export type CvSection = z.infer<typeof cvSectionSchema>;
export type CvSectionOf<T extends SectionType> = Extract<CvSection, { type: T }>;

export const cvMetadataSchema = z.object({
  target_role: text(),
  template_id: text(),
  /** Top-level JSON Resume properties the CV has no place for (volunteer, meta …). */
  json_resume: jsonResumeKept(),
});
export type CvMetadata = z.infer<typeof cvMetadataSchema>;

export const cvContentSchema = z.object({
  personal_info: personalInfoSchema.prefault({}),
  metadata: cvMetadataSchema.prefault({}),
  sections: z.array(cvSectionSchema).default(() => []),
});
export type CvContent = z.infer<typeof cvContentSchema>;
export type CvContentInput = z.input<typeof cvContentSchema>;
