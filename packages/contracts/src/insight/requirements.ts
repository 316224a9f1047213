import { z } from 'zod';

/** What kind of thing a job posting asks for (docs/decisions/033-reading-job-postings.md). */
export const JOB_REQUIREMENT_KINDS = [
  'skill',
  'tool',
  'method',
  'years',
  'degree',
  'certification',
  'language',
  'authorisation',
  'location',
  'salary',
  'soft_skill',
] as const;
export const jobRequirementKindSchema = z.enum(JOB_REQUIREMENT_KINDS);
export type JobRequirementKind = z.infer<typeof jobRequirementKindSchema>;

/**
 * How the CV answers one requirement: shown in an experience, project, education or certificate
 * line (met), only listed or partly shown (partly met), not shown, or a question for the
 * application itself (work authorisation, location, relocation, salary).
 */
export const JOB_REQUIREMENT_STATUSES = [
  'met',
  'partly_met',
  'not_shown',
  'answer_in_application',
] as const;
export const jobRequirementStatusSchema = z.enum(JOB_REQUIREMENT_STATUSES);
export type JobRequirementStatus = z.infer<typeof jobRequirementStatusSchema>;

/** One requirement of the posting, in the posting's order and words. */
export const jobRequirementSchema = z.object({
  /** The posting's words for it. */
  text: z.string(),
  kind: jobRequirementKindSchema,
  /** A must-have; false when the posting marks it preferred, a plus, a bonus or an alternative. */
  must: z.boolean(),
  /** The posting line it was read from. */
  quote: z.string(),
  status: jobRequirementStatusSchema,
  /** The CV lines that show it, quoted (empty when not shown). */
  cv_lines: z.array(z.string()),
});
export type JobRequirement = z.infer<typeof jobRequirementSchema>;
