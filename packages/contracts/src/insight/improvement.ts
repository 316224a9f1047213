import { z } from 'zod';
import { looseCvContentSchema, successResponse } from '../common';
import { fillInSchema, fillInValuesSchema } from './fill-in';

export const IMPROVEMENT_TYPES = [
  'skill',
  'soft_skill',
  'keyword',
  'experience',
  'education',
  'projects',
  'formatting',
  'structure',
  'overall',
] as const;
export const improvementTypeSchema = z.enum(IMPROVEMENT_TYPES);
export type ImprovementType = z.infer<typeof improvementTypeSchema>;

export const SUGGESTION_PRIORITIES = ['high', 'medium', 'low'] as const;
export const suggestionPrioritySchema = z.enum(SUGGESTION_PRIORITIES);
export type SuggestionPriority = z.infer<typeof suggestionPrioritySchema>;

/** Keyword and experience improvements first ask which company's experience receives them. */
export const TYPES_NEEDING_TARGET = ['keyword', 'experience'] as const satisfies ImprovementType[];

/** The improved text: a line, a list (skills) or a structured fragment. */
export const improvementContentSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.record(z.string(), z.unknown()),
]);
export type ImprovementContent = z.infer<typeof improvementContentSchema>;

/** docs/product.md §C3 "Improvement suggestion"; stored ones come from data.generated_improvements. */
export const improvementSuggestionSchema = z.object({
  id: z.string().min(1),
  type: improvementTypeSchema,
  category: z.string().optional(),
  section: z.string(),
  title: z.string(),
  description: z.string(),
  priority: suggestionPrioritySchema,
  applied: z.boolean().default(false),
  content: improvementContentSchema,
  /** The company whose experience receives a keyword or experience improvement. */
  part_to_update: z.string().nullable().optional(),
  /** Asks the user for the missing words; `content` is empty until they are given. */
  fill_in: fillInSchema.optional(),
  /** The user's answers to `fill_in`, once given (the content is the sentence composed from them). */
  values: fillInValuesSchema.optional(),
  /** A list improvement (skills): the items the user confirmed; only these are added. */
  confirmed: z.array(z.string()).optional(),
});
export type ImprovementSuggestion = z.infer<typeof improvementSuggestionSchema>;

/** GET /cv/{id}/generated. */
export const generatedImprovementsResponseSchema = successResponse(
  z.object({
    generated_improvements: z.array(improvementSuggestionSchema),
    cv_content: looseCvContentSchema.nullable(),
  }),
);
export type GeneratedImprovementsResponse = z.infer<typeof generatedImprovementsResponseSchema>;

/** GET /cv/{cvId}/recommendations: the improve page reads data.cv_content. */
export const recommendationsResponseSchema = successResponse(
  z.object({
    cv_content: looseCvContentSchema.nullable(),
    generated_improvements: z.array(improvementSuggestionSchema).optional(),
  }),
);
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** One suggestion sent to POST /cv/{id}/generate, built from the ATS report. */
export const suggestionInputSchema = z.object({
  type: improvementTypeSchema,
  title: z.string().trim().min(1),
  description: z.string(),
  priority: suggestionPrioritySchema,
  content: improvementContentSchema,
  fill_in: fillInSchema.optional(),
});
export type SuggestionInput = z.infer<typeof suggestionInputSchema>;

/** POST /cv/{id}/generate. */
export const generateImprovementsBodySchema = z.object({
  suggestions: z.array(suggestionInputSchema).min(1).max(100),
});
export type GenerateImprovementsBody = z.infer<typeof generateImprovementsBodySchema>;

export const generateImprovementsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ total_count: z.number().int().nonnegative() }),
});
export type GenerateImprovementsResponse = z.infer<typeof generateImprovementsResponseSchema>;

/** PUT /cv/{cvId}/applied: the ids of the applied improvements. */
export const appliedImprovementsBodySchema = z.object({
  applied_improvements: z.array(z.string().min(1)).max(200),
  /** Not in the spec's body: the company chosen for each keyword/experience improvement, by id. */
  part_to_update: z.record(z.string(), z.string().min(1)).optional(),
  /** The user's words for fill-in improvements, by id then field key. */
  filled: z.record(z.string(), fillInValuesSchema).optional(),
  /** The skills the user confirmed for a skill improvement, by id (only those are added). */
  confirmed: z.record(z.string(), z.array(z.string().trim().min(1).max(100)).max(50)).optional(),
});
export type AppliedImprovementsBody = z.infer<typeof appliedImprovementsBodySchema>;

/** PUT /cv/{cvId}/applied answers with the content as it now is and the improvements' state. */
export const appliedImprovementsResponseSchema = successResponse(
  z.object({
    cv_content: looseCvContentSchema.nullable(),
    generated_improvements: z.array(improvementSuggestionSchema),
  }),
);
export type AppliedImprovementsResponse = z.infer<typeof appliedImprovementsResponseSchema>;
