import { z } from 'zod';
import { successResponse } from '../common';
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
 * document each (issue 13, docs/decisions/018-preview-pages.md). `template` is the CV's own by
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
