import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();
const httpUrl = z.url({ protocol: /^https?$/ });
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Sign-in, sessions and mail (README "Configuration"). A provider is enabled when its client id
 * and secret are both set; the *_ISSUER and GITHUB_*_URL overrides point one at a test server.
 */
export const accountsConfigShape = {
  /** Where the web app is reached: sign-in return screen, links in e-mails. */
  PUBLIC_URL: httpUrl.transform(withoutTrailingSlash).optional(),
  /** Where the API is reached by browsers; defaults to PUBLIC_URL + /api. */
  API_PUBLIC_URL: httpUrl.transform(withoutTrailingSlash).optional(),

  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: httpUrl.default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  /** common, organizations, consumers or a tenant id. */
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[\w.-]+$/)
    .default('common'),
  MICROSOFT_ISSUER: httpUrl.optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_AUTHORIZATION_URL: httpUrl.default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: httpUrl.default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: httpUrl.transform(withoutTrailingSlash).default('https://api.github.com'),

  /** Sign-in, registration and password-reset attempts allowed per window. */
  AUTH_RATE_LIMIT_PER_IP: positiveInt.default(50),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt.default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),

  /** smtp:// or smtps:// URL; without it mail goes to the server log and the outbox page. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('cvforge <no-reply@localhost>'),
  /** Lets GET /api/outbox answer a non-loopback request that sends it as a bearer token. */
  OUTBOX_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
};

type AccountsEnv = {
  [K in 'GOOGLE' | 'MICROSOFT' | 'GITHUB' as `${K}_CLIENT_ID` | `${K}_CLIENT_SECRET`]?: string;
};

/** A half-configured provider is a mistake worth stopping for, not a silently hidden button. */
export function checkAccountsConfig(env: AccountsEnv, ctx: z.RefinementCtx) {
  for (const provider of ['GOOGLE', 'MICROSOFT', 'GITHUB'] as const) {
    const id = env[`${provider}_CLIENT_ID`];
    const secret = env[`${provider}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      const missing = id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`;
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with the other` });
    }
  }
}

export interface PublicUrls {
  PUBLIC_URL: string;
  API_PUBLIC_URL: string;
}

export function resolvePublicUrls(env: {
  PORT: number;
  PUBLIC_URL?: string;
  API_PUBLIC_URL?: string;
}): PublicUrls {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return { PUBLIC_URL: publicUrl, API_PUBLIC_URL: env.API_PUBLIC_URL ?? `${publicUrl}/api` };
}
