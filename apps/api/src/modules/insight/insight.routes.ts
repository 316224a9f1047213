import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATS_ANALYTICS_MESSAGES,
  atsAnalyticsResponseSchema,
  CAREER_ANALYTICS_MESSAGES,
  careerAnalyticsResponseSchema,
  idSchema,
  startAtsAnalyticsResponseSchema,
  startCareerAnalyticsBodySchema,
  startCareerAnalyticsResponseSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import type { AnalyticsService } from './insight.analytics.service';
import { DEFAULT_CV } from './insight.cvs';

/** A CV id, or the word `default` for the user's default CV. */
const cvRef = z.union([idSchema, z.literal(DEFAULT_CV)]);

/** docs/product.md §C7: ATS and career analytics. Another user's CV id answers 404 like a missing one. */
export const insightRoutes: FastifyPluginAsyncZod<{ analyticsService: AnalyticsService }> = async (
  app,
  { analyticsService: service },
) => {
  app.addHook('preHandler', app.authenticate);
  const common = { security: [{ bearerAuth: [] }] };
  const ats = { ...common, tags: ['ats-analytics'], params: z.object({ id: idSchema }) };
  const career = { ...common, tags: ['analytics'] };

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
      await service.startAts(requireUserId(request), request.params.id);
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
      data: await service.ats(requireUserId(request), request.params.id),
    }),
  );

  app.post(
    '/analytics/analyze/:id',
    {
      schema: {
        ...career,
        params: z.object({ id: cvRef }),
        // No payload at all (the spec's call) reaches the schema as null.
        body: startCareerAnalyticsBodySchema.nullable(),
        summary: 'Starts career analytics, optionally against a job; "Analytics Ready" follows',
        response: { 200: startCareerAnalyticsResponseSchema },
      },
    },
    async (request) => {
      await service.startCareer(requireUserId(request), request.params.id, request.body);
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
      data: await service.career(requireUserId(request), request.params.cvId),
    }),
  );
};
