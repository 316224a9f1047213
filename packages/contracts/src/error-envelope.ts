import { z } from 'zod';

/**
 * The body of every API error (docs/decisions/001-monorepo-and-tooling.md). Apart from
 * errors.ts, which the landing page loads and which must not pull in zod.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  detail: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
