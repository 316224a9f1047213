import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  jsonObjectSchema,
  looseCvContentSchema,
  successResponse,
} from '../common';
import { cvContentSchema } from './content';
import { cvStatusSchema, cvTypeSchema } from './cv';

/** PUT /cv/{id}/update: replace the content (also the "save or update by id" after a manual save). */
export const updateCvBodySchema = z.object({ content: cvContentSchema });
export type UpdateCvBody = z.infer<typeof updateCvBodySchema>;

/**
 * A parsed value with a confidence under this is doubtful: the editor says "Check this", and
 * generation does not use it until the user confirms it (docs/decisions/036-parser-doubts.md).
 */
export const DOUBTFUL_BELOW = 0.6;

/**
 * The parser's doubts that remain after an edit, keyed by field path in the content saved
 * (`personal_info.email`, `sections.experience.0.company`): a field the user edited or confirmed
 * is left out, so generation may use it (docs/decisions/035-cover-letter-quality.md).
 */
export const remainingDoubtsSchema = z
  .record(
    z.string().regex(/^(personal_info|sections)(\.[A-Za-z0-9_-]{1,40}){1,3}$/, 'Not a field path'),
    z.number().min(0).max(1),
  )
  .refine((doubts) => Object.keys(doubts).length <= 500, 'Too many fields');

/**
 * PUT /cv/{cvId}/content: the cleaned content (UI markers removed); auto-save and save. The
 * editor of an uploaded CV also sends `parse_confidence`, the doubts still open; without it the
 * stored doubts are kept.
 */
export const saveCvContentBodySchema = z.object({
  content_json: cvContentSchema,
  parse_confidence: remainingDoubtsSchema.optional(),
});
export type SaveCvContentBody = z.infer<typeof saveCvContentBodySchema>;

/**
 * What the server accepts on the two saving calls: any content object. It may still carry UI
 * markers (`isEnhanced`, `<mark>`); the server cleans it, then validates it with cvContentSchema.
 */
export const updateCvRequestSchema = z.object({ content: jsonObjectSchema });
export const saveCvContentRequestSchema = z.object({
  content_json: jsonObjectSchema,
  parse_confidence: remainingDoubtsSchema.optional(),
});

/** Refused when a save hides Personal Info, Summary or Experience (docs/product.md §C4). */
export const REQUIRED_SECTION_HIDDEN_MESSAGE =
  'Personal Info, Summary and Experience are required sections and cannot be hidden.';

/** Answer of the content-saving calls; the edit page hands it to its onSave callback. */
export const saveCvResponseSchema = successResponse(z.object({ content: cvContentSchema }));
export type SaveCvResponse = z.infer<typeof saveCvResponseSchema>;

/**
 * Where a value was printed in the uploaded PDF: `page` counts from 1; x, y, w and h are shares
 * of the page's width and height from its top left (docs/decisions/038-source-regions.md).
 */
export const sourceBoxSchema = z.object({
  page: z.number().int().min(1),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().min(0).max(1),
  h: z.number().min(0).max(1),
});
export type SourceBox = z.infer<typeof sourceBoxSchema>;

/** GET /cv/{id}/edit: success, message, data = the content to edit. */
export const cvEditResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: cvContentSchema,
  /** Per-field parser confidence (0–1) of an uploaded CV, so the editor can flag doubtful fields. */
  parse_confidence: z.record(z.string(), z.number()).nullable().optional(),
  /**
   * Why a field was doubted ("the e-mail's domain looks cut off"), keyed like parse_confidence;
   * only for fields still doubted (docs/decisions/036-parser-doubts.md).
   */
  parse_reasons: z.record(z.string(), z.string()).nullable().optional(),
  /**
   * Names and titles the parser wrote in normal case, as the CV printed them in capitals, keyed
   * like parse_confidence, so the editor can put them back (docs/decisions/037-normal-case.md).
   */
  parse_printed: z.record(z.string(), z.string()).nullable().optional(),
  /** Where each value was printed in the uploaded PDF, keyed like parse_confidence. */
  parse_sources: z.record(z.string(), sourceBoxSchema).nullable().optional(),
});
export type CvEditResponse = z.infer<typeof cvEditResponseSchema>;

/**
 * GET /cv/{id}/preview. The client reads preview_content or generated_content (a JSON string or
 * an object), type, and ats_analytics.atsScore; the header card reads the generated-CV fields.
 */
export const cvPreviewSchema = z.object({
  id: idSchema,
  title: z.string(),
  status: cvStatusSchema,
  type: cvTypeSchema,
  preview_content: looseCvContentSchema.nullable().optional(),
  generated_content: looseCvContentSchema.nullable().optional(),
  ats_analytics: z
    .object({ atsScore: z.number().min(0).max(100) })
    .nullable()
    .optional(),
  file_name: z.string().nullable().optional(),
  job_title: z.string().nullable().optional(),
  company_name: z.string().nullable().optional(),
  match_score: z.number().int().min(1).max(10).nullable().optional(),
  generated_at: isoDateTimeSchema.nullable().optional(),
  cover_letter_filename: z.string().nullable().optional(),
  template_id: z.string().nullable().optional(),
});
export type CvPreview = z.infer<typeof cvPreviewSchema>;
/** The spec does not show an envelope for the preview, so its fields are top-level. */
export const cvPreviewResponseSchema = cvPreviewSchema;
export type CvPreviewResponse = CvPreview;

/** A stored earlier content of a CV (the last 20 are kept). */
export const cvVersionSchema = z.object({
  id: idSchema,
  created_at: isoDateTimeSchema,
  section_count: z.number().int().nonnegative(),
});
export type CvVersion = z.infer<typeof cvVersionSchema>;

/** GET /cv/{id}/versions: newest first. */
export const cvVersionsResponseSchema = successResponse(
  z.object({ versions: z.array(cvVersionSchema) }),
);
export type CvVersionsResponse = z.infer<typeof cvVersionsResponseSchema>;

export const cvVersionParamsSchema = z.object({ id: idSchema, versionId: idSchema });
export type CvVersionParams = z.infer<typeof cvVersionParamsSchema>;

/** How many earlier contents are kept per CV; older ones are pruned on insert. */
export const CV_VERSIONS_KEPT = 20;
