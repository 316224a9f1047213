import { z } from 'zod';
import {
  atsAnalyticsSchema,
  careerAnalyticsReportSchema,
  engineSuggestionSchema,
  keywordOptimizationSchema,
} from '@cvforge/contracts';

/** What the model is asked for: the schema it answers in and the one its answer is checked with. */
export interface LlmTask<T> {
  name: string;
  schema: z.ZodType<T>;
  jsonSchema: Record<string, unknown>;
  system: string;
}

function task<T>(
  name: string,
  schema: z.ZodType<T>,
  system: string,
  shown: z.ZodType = schema,
): LlmTask<T> {
  return { name, schema, jsonSchema: z.toJSONSchema(shown), system };
}

const ANSWER_RULES =
  'Answer with one JSON object only, no prose. Write every text in the language of the CV. ' +
  'Base every statement on the CV content given; never invent employers, dates, degrees or skills.';

/*
 * The model writes the scores and texts only. Fields measured by the built-in engine (target,
 * evidence, potential, keyword matches) or added by us (engine, suggestions, created_at) are left
 * out of its schema and merged afterwards.
 */
export const MAX_SUGGESTIONS = 20;

const llmAtsSchema = atsAnalyticsSchema
  .extend({ keywordOptimization: keywordOptimizationSchema.omit({ matches: true }) })
  .omit({
    target: true,
    engine: true,
    evidence: true,
    potential: true,
    suggestions: true,
    created_at: true,
  });
export type LlmAtsAnswer = z.infer<typeof llmAtsSchema>;

// The prediction is read from the score, and the plan's gains are computed, never asked for.
const llmCareerSchema = careerAnalyticsReportSchema.omit({
  interviewPrediction: true,
  impactOnJobMatchScoreAfterAchievingPlan: true,
  impactOnInterviewSuccessAfterAchievingPlan: true,
  impactOnMarketValueAfterAchievingPlan: true,
  target: true,
  engine: true,
  evidence: true,
  created_at: true,
});
export type LlmCareerAnswer = z.infer<typeof llmCareerSchema>;

const suggestionsSchema = z.object({ suggestions: z.array(engineSuggestionSchema) });
export type LlmSuggestionsAnswer = z.infer<typeof suggestionsSchema>;

export const atsTask = task(
  'ats_report',
  llmAtsSchema,
  'You are an applicant tracking system (ATS) analyst. Score how well the CV will pass an ATS ' +
    'and match the target job (all scores 0-100). The measured facts were read from the real PDF ' +
    `and the CV text: do not contradict them. ${ANSWER_RULES}`,
);

export const careerTask = task(
  'career_report',
  llmCareerSchema,
  'You are a career advisor. Judge how well the candidate fits the target job (scores 0-100), ' +
    'and what is missing. The measured ' +
    `facts come from a keyword analysis of the CV: do not contradict them. ${ANSWER_RULES}`,
);

export const suggestionsTask = task(
  'improvement_suggestions',
  suggestionsSchema,
  `You improve CVs. From the ATS report, propose at most ${MAX_SUGGESTIONS} concrete improvements, ` +
    'most important first; `content` is the improved text ready to put in the CV (a line, or a ' +
    `list of skills). Only propose what the candidate can truthfully claim. ${ANSWER_RULES}`,
  z.object({ suggestions: z.array(engineSuggestionSchema).max(MAX_SUGGESTIONS) }),
);
