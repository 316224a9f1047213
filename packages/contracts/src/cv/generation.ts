import { z } from 'zod';
import { idSchema, looseCvContentSchema } from '../common';
import { limitExceededDetailSchema, type LimitExceededDetail } from '../usage';
import { cvSectionRefSchema } from './cv';
import {
  COMPANY_NAME_MAX_CHARS,
  CV_LENGTH_DEFAULT,
  CV_LENGTH_MAX,
  CV_LENGTH_MIN,
  JOB_DESCRIPTION_MAX_CHARS,
  JOB_TITLE_MAX_CHARS,
  MATCHING_LEVEL_DEFAULT,
  MATCHING_LEVEL_MAX,
  MATCHING_LEVEL_MIN,
} from './constants';
import { templateCategorySchema } from './template';
import {
  contentSourceOptionSchema,
  DEFAULT_CONTENT_SOURCE_OPTION,
  GENERATION_PRECHECK_MESSAGES,
  WHY_COMPANY_MAX_CHARS,
  type JobDescriptionData,
  type WizardData,
  WIZARD_STEP1_MESSAGES,
} from './wizard';

/** Required after trim, with the generation pre-check message. */
const requiredTrimmed = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max);

/** POST /cv/generate-from-job (the wizard payload). match_score carries the matching level. */
export const generateFromJobBodySchema = z
  .object({
    company_name: requiredTrimmed(GENERATION_PRECHECK_MESSAGES.companyName, COMPANY_NAME_MAX_CHARS),
    job_title: requiredTrimmed(GENERATION_PRECHECK_MESSAGES.jobTitle, JOB_TITLE_MAX_CHARS),
    job_description: requiredTrimmed(
      GENERATION_PRECHECK_MESSAGES.jobDescription,
      JOB_DESCRIPTION_MAX_CHARS,
    ),
    selected_cv_id: idSchema.nullable().optional(),
    cv_length: z.number().int().min(CV_LENGTH_MIN).max(CV_LENGTH_MAX).default(CV_LENGTH_DEFAULT),
    match_score: z
      .number()
      .int()
      .min(MATCHING_LEVEL_MIN)
      .max(MATCHING_LEVEL_MAX)
      .default(MATCHING_LEVEL_DEFAULT),
    include_soft_skills: z.boolean().default(true),
    include_achievements: z.boolean().default(true),
    include_cover_letter: z.boolean().default(false),
    /** The user's own reason for wanting this company; the letter never invents one. */
    why_company: z.string().trim().max(WHY_COMPANY_MAX_CHARS).optional(),
    selected_source_option: contentSourceOptionSchema.default(DEFAULT_CONTENT_SOURCE_OPTION),
    cv_sections: z.array(cvSectionRefSchema).max(50).default([]),
    template_id: z.string().min(1).optional(),
    template_name: z.string().optional(),
    template_category: templateCategorySchema.optional(),
  })
  // full_cv needs a chosen CV; default_cv's "no default CV" is checked by the server (needs the DB).
  .refine((body) => body.selected_source_option !== 'full_cv' || !!body.selected_cv_id, {
    message: WIZARD_STEP1_MESSAGES.selectCv,
    path: ['selected_cv_id'],
  });
export type GenerateFromJobBody = z.infer<typeof generateFromJobBodySchema>;

/** docs/product.md §C3 "Generation result". Content and file may still be null while generation runs. */
export const generationResultSchema = z.object({
  cv_id: idSchema,
  generated_content: looseCvContentSchema.nullable(),
  file_name: z.string().nullable(),
  s3_path: z.string().nullable(),
  job_title: z.string(),
  company_name: z.string(),
  match_score: z.number().int().min(1).max(10).nullable(),
  limit_exceeded: z.literal(false).optional(),
});
export type GenerationResult = z.infer<typeof generationResultSchema>;

/** A generation answer that hit the monthly limit (data.limit_exceeded); defaults as docs/product.md §C8. */
export const generationLimitDataSchema = limitExceededDetailSchema;
export type GenerationLimitData = LimitExceededDetail;

export const generateFromJobResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.union([generationLimitDataSchema, generationResultSchema]),
});
export type GenerateFromJobResponse = z.infer<typeof generateFromJobResponseSchema>;

/** POST /cv/brief-overview (payload not shown): generate a CV from a short overview of the person. */
export const briefOverviewBodySchema = z.object({
  overview: z.string().trim().min(20).max(JOB_DESCRIPTION_MAX_CHARS),
  title: z.string().trim().min(1).max(200).optional(),
  template_id: z.string().min(1).optional(),
  cv_length: z.number().int().min(CV_LENGTH_MIN).max(CV_LENGTH_MAX).default(CV_LENGTH_DEFAULT),
});
export type BriefOverviewBody = z.infer<typeof briefOverviewBodySchema>;

/**
 * POST /cv/optimize (payload not shown): an improved copy of an existing CV at the chosen level
 * (1 conservative … 10 aggressive), tailored to the job description when one is given.
 */
export const optimizeCvBodySchema = z.object({
  cv_id: idSchema,
  job_description: z.string().trim().min(1).max(JOB_DESCRIPTION_MAX_CHARS).optional(),
  level: z
    .number()
    .int()
    .min(MATCHING_LEVEL_MIN)
    .max(MATCHING_LEVEL_MAX)
    .default(MATCHING_LEVEL_DEFAULT),
  template_id: z.string().min(1).optional(),
});
export type OptimizeCvBody = z.infer<typeof optimizeCvBodySchema>;

/**
 * The 402 a generation answers at its monthly limit: the usual error envelope (detail, as the
 * upload's limit) and the same limit info under data, the reading of docs/product.md §C8 "data.limit_exceeded".
 */
export const generationLimitResponseSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  detail: z.unknown().optional(),
  data: generationLimitDataSchema.optional(),
});
export type GenerationLimitResponse = z.infer<typeof generationLimitResponseSchema>;

/** Brief-overview and optimize start a generation like generate-from-job. */
export const startGenerationResponseSchema = generateFromJobResponseSchema;
export type StartGenerationResponse = GenerateFromJobResponse;

export const GENERATION_TYPES = ['job-specific', 'brief-overview', 'optimize'] as const;
export const generationTypeSchema = z.enum(GENERATION_TYPES);
export type GenerationType = z.infer<typeof generationTypeSchema>;

/** docs/product.md §C3 "Generation state" (client). */
export const generationStateSchema = z.object({
  isGenerating: z.boolean(),
  isOptimizing: z.boolean(),
  type: generationTypeSchema.nullable(),
  error: z.string().nullable(),
  limitExceeded: z.boolean(),
});
export type GenerationState = z.infer<typeof generationStateSchema>;

/** Maps a validated wizard to the generate-from-job payload (matching level becomes match_score). */
export function toGenerateFromJobBody(
  job: JobDescriptionData,
  wizard: Pick<WizardData, 'sourceOption' | 'selectedCVId'>,
  sections: GenerateFromJobBody['cv_sections'] = [],
): GenerateFromJobBody {
  return {
    company_name: job.companyName.trim(),
    job_title: job.jobTitle.trim(),
    job_description: job.description.trim(),
    selected_cv_id: wizard.sourceOption === 'full_cv' ? wizard.selectedCVId : null,
    cv_length: job.customization.cvLength ?? CV_LENGTH_DEFAULT,
    match_score: job.customization.matchingLevel,
    include_soft_skills: job.customization.includeSoftSkills,
    include_achievements: job.customization.includeAchievements,
    include_cover_letter: job.customization.includeCoverLetter,
    ...(job.customization.includeCoverLetter && job.customization.whyCompany?.trim()
      ? { why_company: job.customization.whyCompany.trim() }
      : {}),
    selected_source_option: wizard.sourceOption,
    cv_sections: sections,
    template_id: job.template.id,
    template_name: job.template.name,
    template_category: job.template.category,
  };
}
