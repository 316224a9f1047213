import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  logoutResponseSchema,
  okResponseSchema,
  profileResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@cvforge/contracts';
import type { Config } from '../../config';
import { requireUserId } from '../../http/auth';
import { createAuthAttemptLimits } from './auth-attempt-limits';
import type { AuthService } from './auth.service';
import { externalAuthRoutes } from './external/external-auth.routes';
import type { ExternalAuthService } from './external/external-auth.service';
import type { OAuthStateCookie } from './external/oauth-state-cookie';
import { passwordResetRoutes } from './password-reset.routes';
import type { PasswordResetService } from './password-reset.service';
import type { SessionsService } from './sessions.service';

export interface AuthRoutesOptions {
  config: Config;
  authService: AuthService;
  sessions: SessionsService;
  passwordReset: PasswordResetService;
  externalAuth: ExternalAuthService;
  oauthState: OAuthStateCookie;
}

/** /auth/*: e-mail and password accounts, sessions, password reset and external sign-in. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { authService, sessions } = options;
  const limits = createAuthAttemptLimits(app, options.config);
  const userAgent = (headers: Record<string, unknown>) =>
    typeof headers['user-agent'] === 'string' ? headers['user-agent'] : undefined;

  app.post(
    '/auth/internal/register',
    {
      preHandler: limits.both,
      schema: {
        tags: ['auth'],
        summary: 'Create an account with e-mail and password, and sign in',
        body: registerBodySchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await authService.register(request.body, userAgent(request.headers));
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/auth/internal/login',
    {
      preHandler: limits.both,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await authService.login(request.body, userAgent(request.headers)),
    }),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for new tokens (the refresh token rotates)',
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.refresh(request.body.refresh_token),
    }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session of the given refresh token',
        body: logoutBodySchema.nullish(),
        response: { 200: logoutResponseSchema },
      },
    },
    async (request) => {
      if (request.body?.refresh_token) await sessions.end(request.body.refresh_token);
      return { success: true as const, message: 'Signed out' };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: ends every session of the user',
        security: [{ bearerAuth: [] }],
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await sessions.endAll(requireUserId(request));
      return { success: true as const, message: 'Signed out on every device' };
    },
  );

  app.get(
    '/auth/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await authService.profile(requireUserId(request)) },
    }),
  );

  await app.register(passwordResetRoutes, { ...options, limits });
  await app.register(externalAuthRoutes, { ...options, limits });
};
