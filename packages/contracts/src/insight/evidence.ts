import { z } from 'zod';
import {
  improvementTypeSchema,
  suggestionPrioritySchema,
  improvementContentSchema,
} from './improvement';
import { fillInSchema } from './fill-in';

/**
 * Why a score is what it is: which keyword was found in which section, which rule cost points.
 * Every score of the ATS and career reports carries a list of these (not in docs/product.md;
 * docs/decisions/009-insight-engine.md adds it and the report shows it).
 */
export const EVIDENCE_KINDS = ['found', 'missing', 'penalty', 'bonus', 'info'] as const;
export const evidenceItemSchema = z.object({
  kind: z.enum(EVIDENCE_KINDS),
  text: z.string(),
  /** The CV section the evidence was read from, when it has one. */
  section: z.string().optional(),
  /** Points the rule added (positive) or cost (negative) on the score's 0-100 scale. */
  points: z.number().optional(),
});
export type EvidenceItem = z.infer<typeof evidenceItemSchema>;

/** Evidence keyed by the report field it explains (e.g. "technicalSkills", "atsScore"). */
export const evidenceMapSchema = z.record(z.string(), z.array(evidenceItemSchema));
export type EvidenceMap = z.infer<typeof evidenceMapSchema>;

/** What a report was measured against. */
export const REPORT_TARGET_KINDS = ['job_description', 'role_profile'] as const;
export const reportTargetSchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  job_title: z.string(),
  company_name: z.string().optional(),
  /** The knowledge-base role profile used (or matched to the job description). */
  role_profile: z.string().optional(),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** Which engine wrote the report; a failed LLM call falls back and says why. */
export const reportEngineSchema = z.object({
  name: z.enum(['built-in', 'llm']),
  model: z.string().optional(),
  fallback_reason: z.string().optional(),
});
export type ReportEngine = z.infer<typeof reportEngineSchema>;

/** For each missing keyword: can it be added truthfully (another of the user's CVs has it)? */
export const potentialScoreSchema = z.object({
  current: z.number().min(0).max(100),
  /** The score with only the truthful additions made. */
  reachable: z.number().min(0).max(100),
  keywords: z.array(
    z.object({
      keyword: z.string(),
      /** Title of the user's other CV that mentions it, or null when none does. */
      found_in_cv: z.string().nullable(),
    }),
  ),
});
export type PotentialScore = z.infer<typeof potentialScoreSchema>;

/** Where a job keyword was found in the CV. */
export const keywordMatchSchema = z.object({
  keyword: z.string(),
  sections: z.array(z.string()),
  count: z.number().int().nonnegative(),
});
export type KeywordMatch = z.infer<typeof keywordMatchSchema>;

/** A suggestion the engine derived from a report, ready for POST /cv/{id}/generate. */
export const engineSuggestionSchema = z.object({
  type: improvementTypeSchema,
  title: z.string(),
  description: z.string(),
  priority: suggestionPrioritySchema,
  /** Finished text drawn from the user's own lines; empty when `fill_in` asks for their words. */
  content: improvementContentSchema,
  fill_in: fillInSchema.optional(),
});
export type EngineSuggestion = z.infer<typeof engineSuggestionSchema>;
