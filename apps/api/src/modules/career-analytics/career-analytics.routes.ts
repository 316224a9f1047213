import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAREER_ANALYTICS_MESSAGES,
  careerAnalyticsResponseSchema,
  idSchema,
  startCareerAnalyticsBodySchema,
  startCareerAnalyticsResponseSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import { DEFAULT_CV } from '../insight/insight.cvs';
import type { CareerAnalyticsService } from './career-analytics.service';

/** A CV id, or the word `default` for the user's default CV. */
const cvRef = z.union([idSchema, z.literal(DEFAULT_CV)]);

/** docs/product.md §C7: career analytics. Another user's CV id answers 404 like a missing one. */
export const careerAnalyticsRoutes: FastifyPluginAsyncZod<{
  careerAnalyticsService: CareerAnalyticsService;
}> = async (app, { careerAnalyticsService: service }) => {
  app.addHook('preHandler', app.authenticate);
  const career = { security: [{ bearerAuth: [] }], tags: ['career-analytics'] };

  app.post(
    '/analytics/analyze/:id',
    {
      schema: {
        ...career,
        params: z.object({ id: cvRef }),
        // No payload at all (docs/product.md §C7 sends none) reaches the schema as null.
        body: startCareerAnalyticsBodySchema.nullable(),
        summary: 'Starts career analytics, optionally against a job; "Analytics Ready" follows',
        response: { 200: startCareerAnalyticsResponseSchema },
      },
    },
    async (request) => {
      await service.start(requireUserId(request), request.params.id, request.body);
      return { success: true as const, message: CAREER_ANALYTICS_MESSAGES.started.message };
    },
  );

  app.get(
    '/analytics/:cvId',
    {
      schema: {
        ...career,
        params: z.object({ cvId: cvRef }),
        summary: "The CV's latest career analytics report",
        response: { 200: careerAnalyticsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.report(requireUserId(request), request.params.cvId),
    }),
  );
};
