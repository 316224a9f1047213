import type { ExternalAuthProvider } from '@cvforge/contracts';
import { createRemoteJWKSet, decodeJwt, type JWTPayload, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import {
  type ExternalIdentity,
  httpsAvatar,
  isHttp,
  type SignInProvider,
  splitName,
} from './sign-in-provider';

export interface OidcProviderOptions {
  id: ExternalAuthProvider;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Whether the provider vouches for the e-mail claim (each provider says so differently). */
  isEmailVerified: (claims: JWTPayload) => boolean;
}

const truthy = (value: unknown) =>
  value === true || value === 'true' || value === 1 || value === '1';
export const googleEmailVerified = (claims: JWTPayload) => truthy(claims.email_verified);
/** Entra ID: email_verified is rare; xms_edov says the e-mail domain's owner is verified. */
export const microsoftEmailVerified = (claims: JWTPayload) =>
  truthy(claims.email_verified) || truthy(claims.xms_edov);

/** Google and Microsoft: OpenID Connect discovery, code flow with PKCE, state and nonce. */
export function createOidcProvider(options: OidcProviderOptions): SignInProvider {
  let configuration: Promise<oidc.Configuration> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  function discover() {
    configuration ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        undefined,
        isHttp(options.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined; // try discovery again on the next sign-in
        throw error;
      });
    return configuration;
  }

  function identity(claims: JWTPayload): ExternalIdentity {
    const fallback = splitName(typeof claims.name === 'string' ? claims.name : undefined);
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    return {
      provider: options.id,
      subject: String(claims.sub),
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      emailVerified: options.isEmailVerified(claims),
      firstName: text(claims.given_name) || fallback.firstName,
      lastName: text(claims.family_name) || fallback.lastName,
      ...(httpsAvatar(claims.picture) ? { avatarUrl: httpsAvatar(claims.picture) } : {}),
    };
  }

  async function verifyIdToken(idToken: string): Promise<ExternalIdentity> {
    const metadata = (await discover()).serverMetadata();
    if (!metadata.jwks_uri) throw new Error(`${options.name} publishes no JWKS`);
    jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    // Entra ID's multi-tenant issuer is a template; the signature check below vouches for tid.
    const issuer = metadata.issuer.replace('{tenantid}', String(decodeJwt(idToken).tid));
    const { payload } = await jwtVerify(idToken, jwks, { issuer, audience: options.clientId });
    return identity(payload);
  }

  return {
    id: options.id,
    name: options.name,
    redirectUri: options.redirectUri,

    async authorizationUrl({ state, codeVerifier, nonce }) {
      return oidc.buildAuthorizationUrl(await discover(), {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },

    async finish(callbackUrl, { state, codeVerifier, nonce }) {
      const tokens = await oidc.authorizationCodeGrant(await discover(), callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error(`${options.name} sent no ID token`);
      return identity(claims);
    },

    async exchangeCode(code, codeVerifier, redirectUri) {
      const tokens = await oidc.genericGrantRequest(await discover(), 'authorization_code', {
        code,
        redirect_uri: redirectUri,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      });
      if (!tokens.id_token) throw new Error(`${options.name} sent no ID token`);
      return verifyIdToken(tokens.id_token);
    },

    verifyIdToken,
  };
}
