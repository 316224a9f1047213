import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessageResponseSchema,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
} from '@cvforge/contracts';
import type { AuthAttemptLimits } from './auth-attempt-limits';
import { type PasswordResetService, RESET_REQUESTED_MESSAGE } from './password-reset.service';

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService;
  limits: AuthAttemptLimits;
}> = async (app, { passwordReset, limits }) => {
  app.addHook('onClose', () => passwordReset.drain());

  app.post(
    '/auth/password-reset/request',
    {
      preHandler: limits.both,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: passwordResetRequestBodySchema,
        response: { 200: accountMessageResponseSchema },
      },
    },
    async (request) => {
      passwordReset.request(request.body.email);
      return { success: true as const, message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      preHandler: limits.perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the e-mailed token; signs out every session',
        body: passwordResetConfirmBodySchema,
        response: { 200: accountMessageResponseSchema },
      },
    },
    async (request) => {
      await passwordReset.confirm(request.body.token, request.body.new_password);
      return {
        success: true as const,
        message: 'Your password has been changed. Sign in with the new one.',
      };
    },
  );
};
