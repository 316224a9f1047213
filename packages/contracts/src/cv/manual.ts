import { z } from 'zod';
import { idSchema, jsonObjectSchema } from '../common';
import {
  cvMetadataSchema,
  jsonResumeKeptSchema,
  personalInfoSchema,
  skillGroupSchema,
} from './content';
import { cvSectionRefSchema } from './cv';

/** The Create CV screen: choose, then upload or manual; Cancel returns to choose. */
export const CREATE_CV_MODES = ['choose', 'upload', 'manual'] as const;
export type CreateCvMode = (typeof CREATE_CV_MODES)[number];

/** Optional fields of the manual form default to empty strings (docs/product.md §C3 "Manual CV payload"). */
const text = z.string().max(10_000).default('');
const list = <T extends z.ZodType>(item: T) => z.array(item).max(100).default([]);
/** Values an imported JSON Resume keeps, carried through the form unchanged (content.ts). */
const kept = { json_resume: jsonResumeKeptSchema.optional() };

export const manualPersonalInfoSchema = z.object({
  name: text,
  title: text,
  email: text,
  phone: text,
  location: text,
  linkedin: text,
  website: text,
  ...personalInfoSchema.pick({
    photo: true,
    location_parts: true,
    profiles: true,
    json_resume: true,
  }).shape,
});
export type ManualPersonalInfo = z.infer<typeof manualPersonalInfoSchema>;

export const manualExperienceSchema = z.object({
  title: text,
  company: text,
  duration: text,
  location: text,
  /** One line per achievement in the form. */
  achievements: list(z.string()),
  ...kept,
});
export type ManualExperience = z.infer<typeof manualExperienceSchema>;

export const manualEducationSchema = z.object({
  degree: text,
  field: text,
  institution: text,
  year: text,
  gpa: z.string().optional(),
  honors: z.string().optional(),
  ...kept,
});
export type ManualEducation = z.infer<typeof manualEducationSchema>;

export const manualSkillsSchema = z.object({
  technical: list(z.string()),
  professional: list(z.string()),
  tools: list(z.string()),
  groups: z.array(skillGroupSchema).optional(),
});
export type ManualSkills = z.infer<typeof manualSkillsSchema>;

export const manualAchievementSchema = z.object({
  name: text,
  description: text,
  year: text,
  context: text,
});
export const manualSoftSkillSchema = z.object({ name: text, description: text });
export const manualLanguageSchema = z.object({ name: text, level: text, ...kept });
export const manualReferenceSchema = z.object({
  name: text,
  title: text,
  company: text,
  contact: text,
  ...kept,
});
export const manualCertificationSchema = z.object({
  name: text,
  issuing_organization: text,
  year: text,
  expiry: text,
  ...kept,
});
export const manualProjectSchema = z.object({ name: text, description: text, year: text, ...kept });
export const manualAwardSchema = z.object({ name: text, year: text, description: text, ...kept });

/** Shown when saving without personal name, email or summary. */
export const MANUAL_CV_MISSING_FIELDS_MESSAGE =
  'Missing fields: Please complete personal info and summary.';

/** The manual form's data. Saving requires personal name, email and the professional summary. */
export const manualCvSchema = z
  .object({
    personal_info: manualPersonalInfoSchema.prefault({}),
    professional_summary: text,
    experience: list(manualExperienceSchema),
    education: list(manualEducationSchema),
    skills: manualSkillsSchema.prefault({}),
    achievements: list(manualAchievementSchema),
    soft_skills: list(manualSoftSkillSchema),
    languages: list(manualLanguageSchema),
    references: list(manualReferenceSchema),
    certifications: list(manualCertificationSchema),
    projects: list(manualProjectSchema),
    awards: list(manualAwardSchema),
    sections: list(cvSectionRefSchema),
    metadata: cvMetadataSchema.pick({ json_resume: true }).optional(),
  })
  .refine(
    (cv) =>
      cv.personal_info.name.trim() !== '' &&
      cv.personal_info.email.trim() !== '' &&
      cv.professional_summary.trim() !== '',
    { message: MANUAL_CV_MISSING_FIELDS_MESSAGE },
  );
export type ManualCv = z.infer<typeof manualCvSchema>;

/** POST /cv/manual: the form content, an optional title and optional is_default. */
export const createManualCvBodySchema = z.object({
  content: manualCvSchema,
  title: z.string().trim().min(1).max(200).optional(),
  is_default: z.boolean().optional(),
});
export type CreateManualCvBody = z.infer<typeof createManualCvBodySchema>;

/**
 * What POST /cv/manual accepts at the HTTP edge: createManualCvBodySchema, or the manual form
 * data on its own. The server then parses it with those schemas, so a missing name, email or
 * summary answers 400 with MANUAL_CV_MISSING_FIELDS_MESSAGE itself.
 */
export const createManualCvRequestSchema = jsonObjectSchema;

export const createManualCvResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ cv_id: idSchema }),
});
export type CreateManualCvResponse = z.infer<typeof createManualCvResponseSchema>;
