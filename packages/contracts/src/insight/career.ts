import { z } from 'zod';
import { isoDateTimeSchema, okResponseSchema, successResponse } from '../common';

const score = z.number().min(0).max(100);
const texts = z.array(z.string());
/** An expected change in percent (may exceed 100, e.g. market value). */
const impactPercent = z.number();

export const INTERVIEW_PREDICTIONS = ['High', 'Medium', 'Low'] as const;
export const interviewPredictionSchema = z.enum(INTERVIEW_PREDICTIONS);
export type InterviewPrediction = z.infer<typeof interviewPredictionSchema>;

/** "Aligned, Underqualified, Overqualified, or other text (mid-level or senior variants)". */
export const IDEAL_JOB_TITLE_FITS = ['Aligned', 'Underqualified', 'Overqualified'] as const;
export const idealJobTitleFitSchema = z.union([z.enum(IDEAL_JOB_TITLE_FITS), z.string()]);
export type IdealJobTitleFit = z.infer<typeof idealJobTitleFitSchema>;

/** cv-spec §3 "Career analytics report". */
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
  impactOnJobMatchScoreAfterAchievingPlan: impactPercent,
  impactOnInterviewSuccessAfterAchievingPlan: impactPercent,
  impactOnMarketValueAfterAchievingPlan: impactPercent,
  /** When the report was produced (not in the spec; lets the client order reports). */
  created_at: isoDateTimeSchema.optional(),
});
export type CareerAnalyticsReport = z.infer<typeof careerAnalyticsReportSchema>;

/** GET /analytics/{cvId}. */
export const careerAnalyticsResponseSchema = successResponse(careerAnalyticsReportSchema);
export type CareerAnalyticsResponse = z.infer<typeof careerAnalyticsResponseSchema>;

/** POST /analytics/analyze/{id}: no payload; the result arrives as a live event. */
export const startCareerAnalyticsResponseSchema = okResponseSchema;
export type StartCareerAnalyticsResponse = z.infer<typeof startCareerAnalyticsResponseSchema>;
