import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATS_ANALYTICS_MESSAGES,
  atsAnalyticsResponseSchema,
  idSchema,
  startAtsAnalyticsResponseSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import type { AtsAnalyticsService } from './ats-analytics.service';

/** docs/product.md §C7: ATS analytics. Another user's CV id answers 404 like a missing one. */
export const atsAnalyticsRoutes: FastifyPluginAsyncZod<{
  atsAnalyticsService: AtsAnalyticsService;
}> = async (app, { atsAnalyticsService: service }) => {
  app.addHook('preHandler', app.authenticate);
  const ats = {
    security: [{ bearerAuth: [] }],
    tags: ['ats-analytics'],
    params: z.object({ id: idSchema }),
  };

  app.post(
    '/ats-analytics/analyze/:id',
    {
      schema: {
        ...ats,
        summary: 'Starts the ATS analysis; "ATS Analytics Ready" is notified when done',
        response: { 200: startAtsAnalyticsResponseSchema },
      },
    },
    async (request) => {
      await service.start(requireUserId(request), request.params.id);
      return { success: true as const, message: ATS_ANALYTICS_MESSAGES.started.title };
    },
  );

  app.get(
    '/ats-analytics/:id',
    {
      schema: {
        ...ats,
        summary: "The CV's latest ATS analytics record",
        response: { 200: atsAnalyticsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.report(requireUserId(request), request.params.id),
    }),
  );
};
