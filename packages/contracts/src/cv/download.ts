import { z } from 'zod';
import { paperSizeSchema } from './template';

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
