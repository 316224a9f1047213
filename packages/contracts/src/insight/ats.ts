import { z } from 'zod';
import { idParamsSchema, isoDateTimeSchema, okResponseSchema, successResponse } from '../common';
import {
  engineSuggestionSchema,
  evidenceMapSchema,
  keywordMatchSchema,
  potentialScoreSchema,
  reportEngineSchema,
  reportTargetSchema,
} from './evidence';

const score = z.number().min(0).max(100);
const percent = z.number().min(0).max(100);
const texts = z.array(z.string());

export const KEYWORD_STRENGTHS = ['High', 'Medium', 'Low'] as const;
export const keywordStrengthSchema = z.enum(KEYWORD_STRENGTHS);
export type KeywordStrength = z.infer<typeof keywordStrengthSchema>;

export const ATS_COMPATIBILITY_RATINGS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export const atsCompatibilityRatingSchema = z.enum(ATS_COMPATIBILITY_RATINGS);
export type AtsCompatibilityRating = z.infer<typeof atsCompatibilityRatingSchema>;

/** "Excellent, Good, Fair, other": the known values or any other text. */
export const CAREER_PROGRESSION_RATINGS = ['Excellent', 'Good', 'Fair'] as const;
export const careerProgressionSchema = z.union([z.enum(CAREER_PROGRESSION_RATINGS), z.string()]);
export type CareerProgression = z.infer<typeof careerProgressionSchema>;

export const MARKET_POSITIONS = ['Executive', 'Senior', 'Mid', 'Entry'] as const;
export const marketPositionSchema = z.enum(MARKET_POSITIONS);
export type MarketPosition = z.infer<typeof marketPositionSchema>;

export const skillsAnalysisSchema = z.object({
  score,
  detected: texts,
  missing: texts,
  recommendations: texts,
});
export type SkillsAnalysis = z.infer<typeof skillsAnalysisSchema>;

export const keywordOptimizationSchema = z.object({
  strength: keywordStrengthSchema,
  /** Percentage of the job's keywords found in the CV. */
  density: percent,
  criticalKeywords: texts,
  recommendations: texts,
  /** Each job keyword found, with the sections it was found in (not in the spec: evidence). */
  matches: z.array(keywordMatchSchema).optional(),
});
export type KeywordOptimization = z.infer<typeof keywordOptimizationSchema>;

export const atsCompatibilitySchema = z.object({
  overall: atsCompatibilityRatingSchema,
  pdfParsing: z.string(),
  structureRecognition: z.string(),
});
export type AtsCompatibility = z.infer<typeof atsCompatibilitySchema>;

export const formattingAnalysisSchema = z.object({
  score,
  issues: texts,
  recommendations: texts,
});
export type FormattingAnalysis = z.infer<typeof formattingAnalysisSchema>;

export const structureSectionCheckSchema = z.object({
  present: z.boolean(),
  /** 0-100. */
  completeness: percent,
});
export type StructureSectionCheck = z.infer<typeof structureSectionCheckSchema>;

export const structureAnalysisSchema = z.object({
  score,
  /** Keyed by section name. */
  sections: z.record(z.string(), structureSectionCheckSchema),
  recommendations: texts,
});
export type StructureAnalysis = z.infer<typeof structureAnalysisSchema>;

export const experienceAnalysisSchema = z.object({
  yearsOfExperience: z.number().min(0),
  /** Number of achievements carrying a measurable result. */
  achievementMetrics: z.number().int().min(0),
  careerProgression: careerProgressionSchema,
  leadershipExperience: z.boolean(),
  recommendations: texts,
});
export type ExperienceAnalysis = z.infer<typeof experienceAnalysisSchema>;

export const industryStandardsSchema = z.object({
  compliance: percent,
  missingStandards: texts,
});
export type IndustryStandards = z.infer<typeof industryStandardsSchema>;

export const competitiveAdvantageSchema = z.object({
  score,
  marketPosition: marketPositionSchema,
  strengths: texts,
  weaknesses: texts,
});
export type CompetitiveAdvantage = z.infer<typeof competitiveAdvantageSchema>;

/** docs/product.md §C3 "ATS analytics record". */
export const atsAnalyticsSchema = z.object({
  atsScore: score,
  technicalSkills: skillsAnalysisSchema,
  softSkills: skillsAnalysisSchema.optional(),
  keywordOptimization: keywordOptimizationSchema,
  atsCompatibility: atsCompatibilitySchema,
  formatting: formattingAnalysisSchema,
  structure: structureAnalysisSchema,
  experienceAnalysis: experienceAnalysisSchema,
  industryStandards: industryStandardsSchema,
  competitiveAdvantage: competitiveAdvantageSchema,
  overallRecommendations: texts,
  /** Not in the spec: what the score was measured against, by which engine, and why. */
  target: reportTargetSchema.optional(),
  engine: reportEngineSchema.optional(),
  evidence: evidenceMapSchema.optional(),
  potential: potentialScoreSchema.optional(),
  /** Improvement suggestions derived from this report (the improve flow sends them). */
  suggestions: z.array(engineSuggestionSchema).optional(),
  /** When the report was produced (not in the spec; lets the client order reports). */
  created_at: isoDateTimeSchema.optional(),
});
export type AtsAnalytics = z.infer<typeof atsAnalyticsSchema>;

/** GET /ats-analytics/{id}. */
export const atsAnalyticsResponseSchema = successResponse(atsAnalyticsSchema);
export type AtsAnalyticsResponse = z.infer<typeof atsAnalyticsResponseSchema>;

/** POST /ats-analytics/analyze/{id}: starts the analysis; the result arrives as a live event. */
export const startAtsAnalyticsParamsSchema = idParamsSchema;
export const startAtsAnalyticsResponseSchema = okResponseSchema;
export type StartAtsAnalyticsResponse = z.infer<typeof startAtsAnalyticsResponseSchema>;
