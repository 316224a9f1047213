import { z } from 'zod';
import { successResponse } from '../common';
import { type User, userSchema } from './user';

/**
 * External sign-in providers with routes (/auth/google, /auth/{provider}/callback). The screens of
 * docs/product.md §P2 name google and microsoft; github is an addition of ours.
 */
export const EXTERNAL_AUTH_PROVIDERS = ['google', 'microsoft', 'github'] as const;
export const externalAuthProviderSchema = z.enum(EXTERNAL_AUTH_PROVIDERS);
export type ExternalAuthProvider = z.infer<typeof externalAuthProviderSchema>;

export const EXTERNAL_AUTH_PROVIDER_NAMES = {
  google: 'Google',
  microsoft: 'Microsoft',
  github: 'GitHub',
} as const satisfies Record<ExternalAuthProvider, string>;

/** GET /auth/providers: the external sign-in buttons the sign-in page shows (enabled ones only). */
export const authProvidersResponseSchema = successResponse(
  z.object({
    providers: z.array(
      z.object({
        id: externalAuthProviderSchema,
        name: z.string(),
        /** Navigate the browser to the API base plus this path to start sign-in. */
        start_path: z.string(),
      }),
    ),
  }),
);
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/**
 * POST /auth/external-auth (payload not shown in the spec): exchange a provider's authorization
 * code (with its PKCE verifier) or an ID token for a session. Answers like login.
 */
export const externalAuthBodySchema = z
  .object({
    provider: externalAuthProviderSchema,
    code: z.string().min(1).optional(),
    code_verifier: z.string().min(1).optional(),
    redirect_uri: z.url().optional(),
    id_token: z.string().min(1).optional(),
  })
  .refine((body) => body.code !== undefined || body.id_token !== undefined, {
    message: 'Either code or id_token is required',
    path: ['code'],
  });
export type ExternalAuthBody = z.infer<typeof externalAuthBodySchema>;

/** GET /auth/{provider}/callback as the provider calls it. */
export const providerCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
export type ProviderCallbackQuery = z.infer<typeof providerCallbackQuerySchema>;

/**
 * Query of the web's sign-in return screen (/auth/callback…). `user` is a nested query string;
 * access_token, user and provider must come together, else invalid_callback. All optional here
 * because the screen itself decides which error to show.
 */
export const authCallbackQuerySchema = z.object({
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  user: z.string().optional(),
  provider: z.string().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
});
export type AuthCallbackQuery = z.infer<typeof authCallbackQuerySchema>;

/**
 * `error` values the API's provider callback sends to the return screen, besides any error the
 * provider itself reports (access_denied when consent is refused). `message` explains each.
 */
export const EXTERNAL_SIGN_IN_ERRORS = [
  'oauth_failed',
  'invalid_state',
  'email_not_verified',
  'account_disabled',
  'provider_not_enabled',
] as const;
export type ExternalSignInError = (typeof EXTERNAL_SIGN_IN_ERRORS)[number];

/**
 * The callback's `user` parameter: the user's fields as a query string of their own
 * (`id=…&email=…&is_active=true…`), the whole string then encoded as one parameter value.
 * A data: avatar is left out to keep the URL short; the profile call brings it.
 */
export function encodeCallbackUser(user: User): string {
  const avatar = user.avatar_url?.startsWith('data:') ? null : user.avatar_url;
  return new URLSearchParams({
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_active: String(user.is_active),
    avatar_url: avatar ?? '',
    created_at: user.created_at,
    last_login: user.last_login,
  }).toString();
}

/** Reads the callback's `user` parameter back into a User; undefined when it is not one. */
export function decodeCallbackUser(value: string): User | undefined {
  const fields = Object.fromEntries(new URLSearchParams(value));
  const parsed = userSchema.safeParse({
    ...fields,
    is_active: fields.is_active === undefined ? undefined : fields.is_active !== 'false',
    avatar_url: fields.avatar_url || null,
    last_login: fields.last_login || undefined,
  });
  return parsed.success ? parsed.data : undefined;
}
