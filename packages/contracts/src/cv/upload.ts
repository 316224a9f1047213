import { z } from 'zod';
import { cleanStoredValue } from '../stored-text';
import { idSchema } from '../common';
import { UPLOAD_MAX_BYTES } from '../constants';
import { cvStatusSchema } from './cv';
import { UPLOAD_ACCEPTED_MIME_TYPES } from './constants';

export const UPLOAD_STATUSES = ['idle', 'uploading', 'success', 'error'] as const;
export const uploadStatusSchema = z.enum(UPLOAD_STATUSES);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** The file-drop component's generic rejection codes. */
export const FILE_REJECTION_CODES = [
  'file-invalid-type',
  'file-too-large',
  'file-too-small',
  'too-many-files',
] as const;
export type FileRejectionCode = (typeof FILE_REJECTION_CODES)[number];

export const UPLOAD_TITLE_MAX_CHARS = 200;
export const UPLOAD_DESCRIPTION_MAX_CHARS = 2_000;

/** Multipart sends booleans as text. */
const formBoolean = z.union([z.boolean(), z.stringbool()]);

/** Multipart sends tags as a JSON list. */
const formTags = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      // Decoded text is new text: clean it as the field itself was.
      return cleanStoredValue(JSON.parse(value) as unknown);
    } catch {
      return value;
    }
  },
  z.array(z.string().trim().min(1).max(50)).max(20),
);

/**
 * The text fields of POST /cv (multipart; the `file` part is checked separately with
 * uploadFileSchema). Title must be non-empty after trimming.
 */
export const uploadCvFieldsSchema = z.object({
  title: z.string().trim().min(1, 'CV title is required').max(UPLOAD_TITLE_MAX_CHARS),
  description: z.string().trim().max(UPLOAD_DESCRIPTION_MAX_CHARS).optional(),
  tags: formTags.optional(),
  is_default: formBoolean.optional(),
  /** The user was told this file was uploaded a moment ago and chose to upload it again. */
  confirm_duplicate: formBoolean.optional(),
});
export type UploadCvFields = z.infer<typeof uploadCvFieldsSchema>;

/** What is checked of the uploaded file: PDF only, 1 byte to 10 MB. */
export const uploadFileSchema = z.object({
  filename: z.string().min(1),
  mimetype: z.enum(UPLOAD_ACCEPTED_MIME_TYPES, 'Please upload a PDF file'),
  size: z
    .number()
    .int()
    .min(1, 'The file is empty')
    .max(UPLOAD_MAX_BYTES, 'File size must be less than 10MB'),
});
export type UploadFile = z.infer<typeof uploadFileSchema>;

/** POST /cv answers success, message and data {id, fileName, status, fileSize}. */
export const uploadCvResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: idSchema,
    fileName: z.string(),
    status: cvStatusSchema,
    fileSize: z.number().int().nonnegative(),
  }),
});
export type UploadCvResponse = z.infer<typeof uploadCvResponseSchema>;

/** The title field is prefilled with the file name without its extension. */
export function titleFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** The same file (by SHA-256 of its bytes) sent again within this window asks first (decision 028). */
export const DUPLICATE_UPLOAD_WINDOW_SECONDS = 60;

export const DUPLICATE_UPLOAD_MESSAGE =
  'You uploaded this file less than a minute ago. Upload it again? It will count as another upload this month.';

/**
 * The detail of POST /cv's 409 CONFLICT when the same file was uploaded within the window: the
 * earlier CV. Sent again with `confirm_duplicate=true`, the upload goes ahead.
 */
export const duplicateUploadDetailSchema = z.object({
  duplicate_upload: z.literal(true),
  cv_id: idSchema,
  title: z.string(),
  status: cvStatusSchema,
  uploaded_at: z.string(),
});
export type DuplicateUploadDetail = z.infer<typeof duplicateUploadDetailSchema>;

/** How long a finished upload stays on the upload page after a reload (decision 028). */
export const RECENT_UPLOAD_MINUTES = 10;

/** One of GET /cv/recent-uploads: an upload still processing, or finished a moment ago. */
export const recentUploadSchema = z.object({
  id: idSchema,
  title: z.string(),
  fileName: z.string(),
  status: cvStatusSchema,
  failure_reason: z.string().nullable(),
  uploaded_at: z.string(),
});
export type RecentUpload = z.infer<typeof recentUploadSchema>;

/** GET /cv/recent-uploads: this user's uploads processing or uploaded in the last minutes, newest first. */
export const recentUploadsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(recentUploadSchema),
});
export type RecentUploadsResponse = z.infer<typeof recentUploadsResponseSchema>;
