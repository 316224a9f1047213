import { EXTERNAL_AUTH_PROVIDER_NAMES, type ExternalAuthProvider } from '@cvforge/contracts';
import type { Config } from '../../../config';
import { createGithubProvider } from './github-provider';
import { createOidcProvider, googleEmailVerified, microsoftEmailVerified } from './oidc-provider';
import type { SignInProvider } from './sign-in-provider';

/** The providers whose client id and secret are configured, by id. */
export function createSignInProviders(config: Config): Map<ExternalAuthProvider, SignInProvider> {
  const redirectUri = (id: ExternalAuthProvider) => `${config.API_PUBLIC_URL}/auth/${id}/callback`;
  const providers: SignInProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.push(
      createOidcProvider({
        id: 'google',
        name: EXTERNAL_AUTH_PROVIDER_NAMES.google,
        issuer: config.GOOGLE_ISSUER,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        redirectUri: redirectUri('google'),
        isEmailVerified: googleEmailVerified,
      }),
    );
  }
  if (config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET) {
    providers.push(
      createOidcProvider({
        id: 'microsoft',
        name: EXTERNAL_AUTH_PROVIDER_NAMES.microsoft,
        issuer:
          config.MICROSOFT_ISSUER ??
          `https://login.microsoftonline.com/${config.MICROSOFT_TENANT}/v2.0`,
        clientId: config.MICROSOFT_CLIENT_ID,
        clientSecret: config.MICROSOFT_CLIENT_SECRET,
        redirectUri: redirectUri('microsoft'),
        isEmailVerified: microsoftEmailVerified,
      }),
    );
  }
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET) {
    providers.push(
      createGithubProvider({
        clientId: config.GITHUB_CLIENT_ID,
        clientSecret: config.GITHUB_CLIENT_SECRET,
        redirectUri: redirectUri('github'),
        authorizationUrl: config.GITHUB_AUTHORIZATION_URL,
        tokenUrl: config.GITHUB_TOKEN_URL,
        apiUrl: config.GITHUB_API_URL,
      }),
    );
  }
  return new Map(providers.map((provider) => [provider.id, provider]));
}
