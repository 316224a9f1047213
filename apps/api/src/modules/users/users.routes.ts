import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessageResponseSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  profileResponseSchema,
  updateProfileBodySchema,
  userDataExportSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ usersService: UsersService }> = async (
  app,
  { usersService },
) => {
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['users'], security: [{ bearerAuth: [] }] };

  app.patch(
    '/users/me',
    {
      schema: {
        ...common,
        summary: 'Edit name and avatar',
        body: updateProfileBodySchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await usersService.updateProfile(requireUserId(request), request.body) },
    }),
  );

  app.post(
    '/users/me/password',
    {
      schema: {
        ...common,
        summary: 'Change the password; signs out every other session',
        body: changePasswordBodySchema,
        response: { 200: accountMessageResponseSchema },
      },
    },
    async (request) => {
      await usersService.changePassword(requireUserId(request), request.body, request.sessionId);
      return {
        success: true as const,
        message: 'Password changed. Other devices have been signed out.',
      };
    },
  );

  app.get(
    '/users/me/export',
    {
      schema: {
        ...common,
        summary: 'Download every record held about the user as one JSON file',
        response: { 200: userDataExportSchema },
      },
    },
    async (request, reply) => {
      const data = await usersService.exportData(requireUserId(request));
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="cvforge-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/users/me',
    {
      schema: {
        ...common,
        summary: 'Delete the account and everything held about it',
        body: deleteAccountBodySchema,
        response: { 200: accountMessageResponseSchema },
      },
    },
    async (request) => {
      await usersService.deleteAccount(requireUserId(request), request.body);
      return { success: true as const, message: 'Your account and its data have been deleted.' };
    },
  );
};
