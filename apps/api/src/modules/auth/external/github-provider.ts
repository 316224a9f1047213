import * as oidc from 'openid-client';
import {
  type ExternalIdentity,
  httpsAvatar,
  isHttp,
  type SignInProvider,
  splitName,
} from './sign-in-provider';

export interface GithubProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authorizationUrl: string;
  tokenUrl: string;
  apiUrl: string;
}

interface GithubUser {
  id: number;
  login: string;
  name: string | null;
  avatar_url?: string;
}
interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/** GitHub: plain OAuth 2 (no OpenID Connect); the verified e-mail comes from its REST API. */
export function createGithubProvider(options: GithubProviderOptions): SignInProvider {
  const configuration = new oidc.Configuration(
    {
      issuer: new URL(options.authorizationUrl).origin,
      authorization_endpoint: options.authorizationUrl,
      token_endpoint: options.tokenUrl,
    },
    options.clientId,
    options.clientSecret,
  );
  if (isHttp(options.tokenUrl)) oidc.allowInsecureRequests(configuration);

  async function api<T>(path: string, accessToken: string): Promise<T> {
    const response = await fetch(`${options.apiUrl}${path}`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/vnd.github+json',
        'user-agent': 'cvforge',
      },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  async function identity(accessToken: string): Promise<ExternalIdentity> {
    const [user, emails] = await Promise.all([
      api<GithubUser>('/user', accessToken),
      api<GithubEmail[]>('/user/emails', accessToken),
    ]);
    const email = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
    const avatarUrl = httpsAvatar(user.avatar_url);
    return {
      provider: 'github',
      subject: String(user.id),
      ...(email ? { email: email.email } : {}),
      emailVerified: email !== undefined,
      ...splitName(user.name ?? user.login),
      ...(avatarUrl ? { avatarUrl } : {}),
    };
  }

  return {
    id: 'github',
    name: 'GitHub',
    redirectUri: options.redirectUri,

    async authorizationUrl({ state, codeVerifier }) {
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: options.redirectUri,
        scope: 'read:user user:email',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
    },

    async finish(callbackUrl, { state, codeVerifier }) {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
      });
      return identity(tokens.access_token);
    },

    async exchangeCode(code, codeVerifier, redirectUri) {
      const tokens = await oidc.genericGrantRequest(configuration, 'authorization_code', {
        code,
        redirect_uri: redirectUri,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      });
      return identity(tokens.access_token);
    },
  };
}
