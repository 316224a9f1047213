import { z } from 'zod';
import { jsonObjectSchema, successResponse } from '../common';
import { builtInTemplateIdSchema, paperSizeSchema } from './template';

export const DOWNLOAD_FORMATS = ['pdf', 'docx'] as const;
export const downloadFormatSchema = z.enum(DOWNLOAD_FORMATS);
export type DownloadFormat = z.infer<typeof downloadFormatSchema>;

/** GET /cv/{id}/download?format=pdf|docx&paper=A4|Letter (docs/product.md §C7 "download"). */
export const cvDownloadQuerySchema = z.object({
  format: downloadFormatSchema.default('pdf'),
  paper: paperSizeSchema.default('A4'),
});
export type CvDownloadQuery = z.infer<typeof cvDownloadQuerySchema>;

/** GET /cv/{id}/download-cover-letter?paper=A4|Letter: always a PDF. */
export const coverLetterDownloadQuerySchema = cvDownloadQuerySchema.pick({ paper: true });
export type CoverLetterDownloadQuery = z.infer<typeof coverLetterDownloadQuerySchema>;

export const DOWNLOAD_CONTENT_TYPES: Readonly<Record<DownloadFormat, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * GET /cv/{id}/preview-pages?template&paper: the CV's pages as its PDF prints them, one SVG
 * document each (docs/decisions/018-preview-pages.md). `template` is the CV's own by
 * default; one the plan locks is drawn as Classic, as the download is.
 */
export const cvPreviewPagesQuerySchema = z.object({
  template: builtInTemplateIdSchema.optional(),
  paper: paperSizeSchema.default('A4'),
});
export type CvPreviewPagesQuery = z.infer<typeof cvPreviewPagesQuerySchema>;

export const cvPreviewPagesResponseSchema = successResponse(
  z.object({
    template_id: builtInTemplateIdSchema,
    paper: paperSizeSchema,
    pages: z.array(z.string()).min(1),
  }),
);
export type CvPreviewPagesResponse = z.infer<typeof cvPreviewPagesResponseSchema>;

/**
 * POST /cv/{id}/preview-pages: the pages of content not saved yet (the editor's live preview, the
 * improvements page), typeset exactly as a download of that content would print it. Nothing is
 * stored and no edit is taken. `highlights` are texts to mark as applied improvements ("New").
 */
export const cvPreviewPagesRequestSchema = z.object({
  content: jsonObjectSchema,
  template: builtInTemplateIdSchema.optional(),
  paper: paperSizeSchema.default('A4'),
  highlights: z.array(z.string().max(10_000)).max(500).default([]),
});
export type CvPreviewPagesRequest = z.input<typeof cvPreviewPagesRequestSchema>;

/**
 * GET /cv/{id}/thumbnail: the first page of the CV in its template, its lists capped as the
 * dashboard's mini preview shows them (MINI_PREVIEW_LIMITS), as one SVG document.
 */
export const cvThumbnailResponseSchema = successResponse(
  z.object({ template_id: builtInTemplateIdSchema, page: z.string() }),
);
export type CvThumbnailResponse = z.infer<typeof cvThumbnailResponseSchema>;
