import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  looseCvContentSchema,
  messageResponseSchema,
  successResponse,
  withAliases,
} from '../common';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { sectionTypeSchema } from './content';

/**
 * An upload starts as processing. "uploaded" is a status too. The preview's "Analytics Insights"
 * button shows "when the CV status is generated": read as type generated (no such status).
 */
export const CV_STATUSES = ['processing', 'processed', 'failed', 'uploaded'] as const;
export const cvStatusSchema = z.enum(CV_STATUSES);
export type CvStatus = z.infer<typeof cvStatusSchema>;

export const CV_TYPES = ['uploaded', 'generated'] as const;
export const cvTypeSchema = z.enum(CV_TYPES);
export type CvType = z.infer<typeof cvTypeSchema>;

/** A section as lists and the generation payload name it: {id, type, title, is_visible, order}. */
export const cvSectionRefSchema = z.object({
  id: z.string().min(1),
  type: sectionTypeSchema,
  title: z.string(),
  is_visible: z.boolean(),
  order: z.number().int().min(0),
});
export type CvSectionRef = z.infer<typeof cvSectionRefSchema>;

export const cvListItemObjectSchema = z.object({
  id: idSchema,
  title: z.string(),
  fileName: z.string().nullable(),
  status: cvStatusSchema,
  type: cvTypeSchema,
  description: z.string().nullable().default(null),
  is_default: z.boolean().default(false),
  /** Bytes; 0 while a generated CV has no rendered file yet. */
  fileSize: z.number().int().nonnegative().default(0),
  fileType: z.string().nullable().default(null),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  uploaded_at: isoDateTimeSchema.nullable().default(null),
  tags: z.array(z.string()).default([]),
  ats_score: z.number().min(0).max(100).nullable().default(null),
  sections: z.array(cvSectionRefSchema).default([]),
  /** What the card's mini preview shows; also updated by live events. */
  preview_content: looseCvContentSchema.nullable().optional(),
  /** Why processing failed, in words a person understands (status failed only). */
  failure_reason: z.string().nullable().optional(),
});

/** docs/product.md §C3 "CV (list item)". Two readings: the id comes as id or cv_id; parsing yields id. */
export const cvListItemSchema = withAliases(cvListItemObjectSchema, { cv_id: 'id' });
export type CvListItem = z.infer<typeof cvListItemSchema>;

/** Dashboard sort options: as listed, most recently updated first, or by title. */
export const CV_SORT_OPTIONS = ['default', 'date', 'title'] as const;
export type CvSortOption = (typeof CV_SORT_OPTIONS)[number];

/** GET /cv/list?page&size: page from 1, size 10 by default, at most 100. */
export const cvListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type CvListQuery = z.infer<typeof cvListQuerySchema>;

/** Two readings: the list comes as cvs or items; parsing yields cvs. */
export const cvListResponseSchema = withAliases(
  z.object({
    cvs: z.array(cvListItemSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    pages: z.number().int().nonnegative(),
  }),
  { items: 'cvs' },
);
export type CvListResponse = z.infer<typeof cvListResponseSchema>;

/** The generated-CV fields of a record (docs/product.md §C3 "Generated CV record"). */
export const generatedCvRecordSchema = z.object({
  file_name: z.string().nullable(),
  job_title: z.string().nullable(),
  company_name: z.string().nullable(),
  match_score: z.number().int().min(1).max(10).nullable(),
  generated_at: isoDateTimeSchema.nullable(),
  cover_letter_filename: z.string().nullable(),
});
export type GeneratedCvRecord = z.infer<typeof generatedCvRecordSchema>;

/** GET /cv/{id} (shape not shown): the list item, its content and, for generated CVs, their record. */
export const cvDetailSchema = withAliases(
  cvListItemObjectSchema.extend({
    content: looseCvContentSchema.nullable(),
    generated: generatedCvRecordSchema.nullable().default(null),
  }),
  { cv_id: 'id' },
);
export type CvDetail = z.infer<typeof cvDetailSchema>;
export const cvDetailResponseSchema = successResponse(cvDetailSchema);
export type CvDetailResponse = z.infer<typeof cvDetailResponseSchema>;

/** GET /cv/{id}/status (shape not shown). */
export const cvStatusResponseSchema = successResponse(
  z.object({
    id: idSchema,
    status: cvStatusSchema,
    ats_score: z.number().min(0).max(100).nullable(),
    failure_reason: z.string().nullable().optional(),
  }),
);
export type CvStatusResponse = z.infer<typeof cvStatusResponseSchema>;

/** DELETE /cv/{id} and the set-default call (POST /cv/{id}/set-default) answer success and message. */
export const deleteCvResponseSchema = messageResponseSchema;
export type DeleteCvResponse = z.infer<typeof deleteCvResponseSchema>;
export const setDefaultCvResponseSchema = messageResponseSchema;
export type SetDefaultCvResponse = z.infer<typeof setDefaultCvResponseSchema>;

/** GET /cv/picker-list: uploaded or generated CVs with their status (failed ones are dropped). */
export const cvPickerItemSchema = withAliases(
  z.object({
    id: idSchema,
    title: z.string(),
    status: cvStatusSchema,
    type: cvTypeSchema,
    is_default: z.boolean().default(false),
    updatedAt: isoDateTimeSchema,
  }),
  { cv_id: 'id' },
);
export type CvPickerItem = z.infer<typeof cvPickerItemSchema>;
export const cvPickerResponseSchema = successResponse(z.array(cvPickerItemSchema));
export type CvPickerResponse = z.infer<typeof cvPickerResponseSchema>;

/** Download file names when content-disposition gives none. */
export const cvDownloadFileName = (id: string): string => `cv-${id}.pdf`;
export const coverLetterDownloadFileName = (id: string): string => `cover-letter-${id}.pdf`;
