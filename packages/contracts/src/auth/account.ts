import { z } from 'zod';
import { jsonObjectSchema, okResponseSchema } from '../common';
import { AVATAR_DATA_URL_MAX_BYTES, PASSWORD_MAX_LENGTH } from '../constants';
import { emailSchema, passwordSchema } from './auth';

const personName = z.string().trim().max(100);

const DATA_IMAGE_URL = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

function base64Bytes(base64: string) {
  return Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
}

/** An https image URL, or a small base64 data: image (SVG is refused: it can carry script). */
export const avatarUrlSchema = z.union([
  z.url({ protocol: /^https$/, error: 'The avatar must be an https URL' }).max(2048),
  z
    .string()
    .regex(DATA_IMAGE_URL, 'The avatar must be a PNG, JPEG, GIF or WebP data: URL')
    .refine(
      (url) => base64Bytes(url.slice(url.indexOf(',') + 1)) <= AVATAR_DATA_URL_MAX_BYTES,
      `The avatar image must be at most ${AVATAR_DATA_URL_MAX_BYTES / 1024} KB`,
    ),
]);

/** PATCH /users/me: change any of the names or the avatar (null removes it). */
export const updateProfileBodySchema = z
  .object({
    first_name: personName.optional(),
    last_name: personName.optional(),
    avatar_url: avatarUrlSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of first_name, last_name or avatar_url',
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** POST /users/me/password. current_password may be left out only by an account that has none yet. */
export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
  new_password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * DELETE /users/me. Accounts with a password confirm with it; accounts that sign in only through
 * a provider confirm by typing their e-mail.
 */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
  email: emailSchema.optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** POST /auth/password-reset/request: always answers the same, whether or not the e-mail exists. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** POST /auth/password-reset/confirm with the token from the e-mailed link. */
export const passwordResetConfirmBodySchema = z.object({
  token: z.string().min(1).max(200),
  new_password: passwordSchema,
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

/** The web page the reset e-mail links to: `/auth/reset-password?token=…`. */
export const PASSWORD_RESET_PATH = '/auth/reset-password';

/** Commands on the account answer success and a message a person can read. */
export const accountMessageResponseSchema = okResponseSchema;
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;

/**
 * GET /users/me/export: one JSON file with every record held about the user. Sections are lists
 * of rows keyed by table; new tables add a section, so readers should accept unknown keys.
 */
export const userDataExportSchema = z.looseObject({
  format: z.literal('cvforge-user-export'),
  version: z.literal(1),
  exported_at: z.string(),
  user: jsonObjectSchema,
  sections: z.record(z.string(), z.array(jsonObjectSchema)),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;
