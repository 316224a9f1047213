import { z } from 'zod';
import { isoDateTimeSchema, okResponseSchema, successResponse } from '../common';
import { JOB_DESCRIPTION_MIN_CHARS } from '../cv/constants';
import { evidenceMapSchema, reportEngineSchema, reportTargetSchema } from './evidence';
import { jobRequirementSchema } from './requirements';

const score = z.number().min(0).max(100);
const texts = z.array(z.string());
/** An expected change in points of a 0-100 score. */
const impactPoints = z.number();
/**
 * A gain the analysis has no basis to estimate: null. The built-in engine knows no interview
 * rates or salaries, so it never states interview success or market value gains
 * (docs/decisions/009-insight-engine.md "Honest numbers").
 */
const unestimatedPercent = z.number().nullable();

export const INTERVIEW_PREDICTIONS = ['High', 'Medium', 'Low'] as const;
export const interviewPredictionSchema = z.enum(INTERVIEW_PREDICTIONS);
export type InterviewPrediction = z.infer<typeof interviewPredictionSchema>;

/** The interview prediction is read from the job match score alone: High from 70, Medium from 50. */
export const INTERVIEW_PREDICTION_FROM = { High: 70, Medium: 50 } as const;

export function interviewPredictionFor(jobMatchScore: number): InterviewPrediction {
  if (jobMatchScore >= INTERVIEW_PREDICTION_FROM.High) return 'High';
  if (jobMatchScore >= INTERVIEW_PREDICTION_FROM.Medium) return 'Medium';
  return 'Low';
}

/** "Aligned, Underqualified, Overqualified, or other text (mid-level or senior variants)". */
export const IDEAL_JOB_TITLE_FITS = ['Aligned', 'Underqualified', 'Overqualified'] as const;
export const idealJobTitleFitSchema = z.union([z.enum(IDEAL_JOB_TITLE_FITS), z.string()]);
export type IdealJobTitleFit = z.infer<typeof idealJobTitleFitSchema>;

/** docs/product.md §C3 "Career analytics report". */
export const careerAnalyticsReportSchema = z.object({
  jobMatchScore: score,
  interviewPrediction: interviewPredictionSchema,
  missingSkills: texts,
  improvementAreas: texts,
  suggestedCertifications: texts,
  outdatedItems: texts,
  roleReadinessGaps: texts,
  resumeSuggestions: texts,
  domainFitScore: score,
  hardSkillsScore: score,
  softSkillsScore: score,
  relevantExperienceCoverageScore: score,
  idealJobTitleFit: idealJobTitleFitSchema,
  /** Points the job match score gains once the plan is done (its evidence says how). */
  impactOnJobMatchScoreAfterAchievingPlan: impactPoints,
  impactOnInterviewSuccessAfterAchievingPlan: unestimatedPercent,
  impactOnMarketValueAfterAchievingPlan: unestimatedPercent,
  /** Not in the spec: what the report was measured against, by which engine, and why. */
  target: reportTargetSchema.optional(),
  engine: reportEngineSchema.optional(),
  evidence: evidenceMapSchema.optional(),
  /** With a pasted job description: each requirement it states, in order, and how the CV answers it. */
  jobRequirements: z.array(jobRequirementSchema).optional(),
  /** When the report was produced (not in the spec; lets the client order reports). */
  created_at: isoDateTimeSchema.optional(),
});
export type CareerAnalyticsReport = z.infer<typeof careerAnalyticsReportSchema>;

/** GET /analytics/{cvId}. */
export const careerAnalyticsResponseSchema = successResponse(careerAnalyticsReportSchema);
export type CareerAnalyticsResponse = z.infer<typeof careerAnalyticsResponseSchema>;

/** A pasted job description too short to read a job from (the wizard's minimum, docs/product.md §C9). */
export const CAREER_JOB_DESCRIPTION_TOO_SHORT = `Paste the whole job description (at least ${JOB_DESCRIPTION_MIN_CHARS} characters), or leave it empty.`;

/**
 * POST /analytics/analyze/{id}: no payload in docs/product.md §C7; an optional target job is an
 * addition of ours. Without one the report uses the CV's target role or latest title.
 */
export const startCareerAnalyticsBodySchema = z
  .object({
    job_title: z.string().trim().max(200).optional(),
    company_name: z.string().trim().max(200).optional(),
    job_description: z
      .string()
      .trim()
      .max(20_000)
      .refine((text) => text === '' || text.length >= JOB_DESCRIPTION_MIN_CHARS, {
        message: CAREER_JOB_DESCRIPTION_TOO_SHORT,
      })
      .optional(),
  })
  .optional();
export type StartCareerAnalyticsBody = z.infer<typeof startCareerAnalyticsBodySchema>;

/** POST /analytics/analyze/{id}: the result arrives as a live event. */
export const startCareerAnalyticsResponseSchema = okResponseSchema;
export type StartCareerAnalyticsResponse = z.infer<typeof startCareerAnalyticsResponseSchema>;
