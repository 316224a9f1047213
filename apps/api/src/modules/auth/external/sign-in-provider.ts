import type { ExternalAuthProvider } from '@cvforge/contracts';

/** Who the provider says signed in. `emailVerified` is the provider's word, per its own claims. */
export interface ExternalIdentity {
  provider: ExternalAuthProvider;
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  avatarUrl?: string;
}

/** Checks a redirect sign-in carries from start to callback (kept in the state cookie). */
export interface AuthorizationChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** One external sign-in provider, behind the same face whether it speaks OIDC or plain OAuth 2. */
export interface SignInProvider {
  id: ExternalAuthProvider;
  name: string;
  /** Our callback URL, as registered with the provider. */
  redirectUri: string;
  authorizationUrl(checks: AuthorizationChecks): Promise<URL>;
  /** Finishes a redirect sign-in; `callbackUrl` is the URL the provider sent the browser to. */
  finish(callbackUrl: URL, checks: AuthorizationChecks): Promise<ExternalIdentity>;
  /** POST /auth/external-auth with an authorization code the client obtained itself. */
  exchangeCode(
    code: string,
    codeVerifier: string | undefined,
    redirectUri: string,
  ): Promise<ExternalIdentity>;
  /** POST /auth/external-auth with an ID token; OIDC providers only. */
  verifyIdToken?(idToken: string): Promise<ExternalIdentity>;
}

/** Splits "Ada King Lovelace" into first and last name when the provider gives only one. */
export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** Keeps an avatar only when it is an https URL of sane length. */
export function httpsAvatar(url: unknown): string | undefined {
  return typeof url === 'string' && url.startsWith('https://') && url.length <= 2048
    ? url
    : undefined;
}

export const isHttp = (url: string) => url.startsWith('http://');
