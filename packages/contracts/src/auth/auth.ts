import { z } from 'zod';
import { okResponseSchema, successResponse } from '../common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { userSchema } from './user';

/** Trimmed and lower-cased before it is checked, so ' Ada@Example.com ' and 'ada@example.com' are one account. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const personName = z.string().trim().max(100);

/** POST /auth/internal/login. Length is not checked here, so a short password reads as wrong, not invalid. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /auth/internal/register. The spec shows no sign-up fields; names are optional. */
export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: personName.default(''),
  last_name: personName.default(''),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** What a sign-in hands the client. */
export const authSessionSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  user: userSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const loginResponseSchema = successResponse(authSessionSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const registerResponseSchema = loginResponseSchema;
export type RegisterResponse = LoginResponse;

/** POST /auth/refresh. */
export const refreshBodySchema = z.object({ refresh_token: z.string().min(1) });
export type RefreshBody = z.infer<typeof refreshBodySchema>;

/** The refresh token is rotated, so a new one usually comes back (optional per spec). */
export const refreshResponseSchema = successResponse(
  z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1).optional() }),
);
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** POST /auth/logout: the refresh token, when sent, is revoked. */
export const logoutBodySchema = z.object({ refresh_token: z.string().min(1).optional() });
export type LogoutBody = z.infer<typeof logoutBodySchema>;
export const logoutResponseSchema = okResponseSchema;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** GET /auth/profile: must contain a user with id and email. */
export const profileResponseSchema = successResponse(z.object({ user: userSchema }));
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
