import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkActionResponseSchema,
  usageInfoResponseSchema,
  usageTypeParamsSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import type { UsageService } from './usage.service';

export const usageRoutes: FastifyPluginAsyncZod<{ usageService: UsageService }> = async (
  app,
  { usageService },
) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/user-usage/info',
    {
      schema: {
        tags: ['usage'],
        summary: "The user's plan, monthly limits and this month's usage",
        security: [{ bearerAuth: [] }],
        response: { 200: usageInfoResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await usageService.getUsageInfo(requireUserId(request)),
    }),
  );

  app.get(
    '/user-usage/check-action/:usageType',
    {
      schema: {
        tags: ['usage'],
        summary: 'Whether one more action of this usage type fits in this month',
        security: [{ bearerAuth: [] }],
        params: usageTypeParamsSchema,
        response: { 200: checkActionResponseSchema },
      },
    },
    async (request) => usageService.checkAction(requireUserId(request), request.params.usageType),
  );
};
