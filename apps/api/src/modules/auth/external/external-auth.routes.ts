import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authProvidersResponseSchema,
  EXTERNAL_AUTH_PROVIDER_NAMES,
  externalAuthBodySchema,
  externalAuthProviderSchema,
  loginResponseSchema,
  providerCallbackQuerySchema,
} from '@cvforge/contracts';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import type { AuthAttemptLimits } from '../auth-attempt-limits';
import { type ExternalAuthService, externalSignInError } from './external-auth.service';
import type { OAuthStateCookie } from './oauth-state-cookie';
import { failedRedirect, signedInRedirect } from './web-callback';

const providerParamsSchema = z.object({ provider: externalAuthProviderSchema });

export interface ExternalAuthRoutesOptions {
  config: Config;
  externalAuth: ExternalAuthService;
  oauthState: OAuthStateCookie;
  limits: AuthAttemptLimits;
}

export const externalAuthRoutes: FastifyPluginAsyncZod<ExternalAuthRoutesOptions> = async (
  app,
  { config, externalAuth, oauthState, limits },
) => {
  const publicUrl = config.PUBLIC_URL;
  const notEnabled = (id: keyof typeof EXTERNAL_AUTH_PROVIDER_NAMES) =>
    `Sign-in with ${EXTERNAL_AUTH_PROVIDER_NAMES[id]} is not enabled on this server.`;
  const failed = (id: keyof typeof EXTERNAL_AUTH_PROVIDER_NAMES) =>
    `We could not complete sign-in with ${EXTERNAL_AUTH_PROVIDER_NAMES[id]}. Please try again.`;

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The enabled external sign-in providers',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { providers: externalAuth.enabledProviders() } }),
  );

  app.get(
    '/auth/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start external sign-in: redirects the browser to the provider',
        params: providerParamsSchema,
      },
    },
    async (request, reply) => {
      const { provider: id } = request.params;
      const provider = externalAuth.provider(id);
      if (!provider) {
        return reply.redirect(failedRedirect(publicUrl, 'provider_not_enabled', notEnabled(id)));
      }
      const { checks, setCookie } = await oauthState.issue(id, provider.redirectUri);
      try {
        const url = await provider.authorizationUrl(checks);
        return reply.header('set-cookie', setCookie).redirect(url.href);
      } catch (error) {
        request.log.error({ err: error, provider: id }, 'external sign-in could not start');
        return reply.redirect(failedRedirect(publicUrl, 'oauth_failed', failed(id)));
      }
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'The provider returns here; redirects the browser to the web return screen',
        params: providerParamsSchema,
        querystring: providerCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider: id } = request.params;
      const { query } = request;
      const provider = externalAuth.provider(id);
      if (!provider) {
        return reply.redirect(failedRedirect(publicUrl, 'provider_not_enabled', notEnabled(id)));
      }
      reply.header('set-cookie', oauthState.clear(id, provider.redirectUri));
      if (query.error) {
        // Passed through to the web as the spec asks, but only as a plain code and short text.
        const code = /^[\w.-]{1,64}$/.test(query.error) ? query.error : 'oauth_failed';
        const message =
          query.error_description?.slice(0, 300) ?? `Sign-in with ${provider.name} was cancelled.`;
        return reply.redirect(failedRedirect(publicUrl, code, message));
      }
      const checks = await oauthState.read(id, request.headers.cookie, query.state);
      if (!checks || !query.code) {
        return reply.redirect(
          failedRedirect(
            publicUrl,
            'invalid_state',
            'This sign-in attempt expired or could not be verified. Please try again.',
          ),
        );
      }
      try {
        const callbackUrl = new URL(provider.redirectUri);
        callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
        const identity = await provider.finish(callbackUrl, checks);
        const session = await externalAuth.signIn(identity, request.headers['user-agent']);
        return reply.redirect(signedInRedirect(publicUrl, id, session));
      } catch (error) {
        const known = error instanceof AppError && (error.detail as { error?: string })?.error;
        if (!known) request.log.error({ err: error, provider: id }, 'external sign-in failed');
        const code = known || 'oauth_failed';
        return reply.redirect(failedRedirect(publicUrl, code, known ? error.message : failed(id)));
      }
    },
  );

  app.post(
    '/auth/external-auth',
    {
      preHandler: limits.perAddress,
      schema: {
        tags: ['auth'],
        summary: "Sign in with a provider's ID token or authorization code",
        body: externalAuthBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const provider = externalAuth.provider(body.provider);
      if (!provider) throw externalSignInError('provider_not_enabled', notEnabled(body.provider));
      const identity = await (async () => {
        if (body.id_token) {
          if (!provider.verifyIdToken) {
            throw new AppError(
              'VALIDATION_ERROR',
              400,
              `${provider.name} issues no ID tokens; send an authorization code instead.`,
            );
          }
          return provider.verifyIdToken(body.id_token);
        }
        const redirectUri = body.redirect_uri ?? provider.redirectUri;
        return provider.exchangeCode(body.code ?? '', body.code_verifier, redirectUri);
      })().catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        request.log.warn({ err: error, provider: provider.id }, 'external token refused');
        throw externalSignInError(
          'oauth_failed',
          `The ${provider.name} sign-in could not be verified. Please sign in again.`,
        );
      });
      return {
        success: true as const,
        data: await externalAuth.signIn(identity, request.headers['user-agent']),
      };
    },
  );
};
