import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appliedImprovementsBodySchema,
  appliedImprovementsResponseSchema,
  cvIdParamsSchema,
  cvStatusSchema,
  generatedImprovementsResponseSchema,
  generateImprovementsBodySchema,
  generateImprovementsResponseSchema,
  idParamsSchema,
  idSchema,
  isoDateTimeSchema,
  recommendationsResponseSchema,
  sectionTypeSchema,
  successResponse,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import type { ImprovementsService } from './improvements.service';

/** GET /cv/{cvId}/debug: the spec ignores its result; this is what the module holds. */
const improvementsDebugResponseSchema = successResponse(
  z.object({
    cv_id: idSchema,
    status: cvStatusSchema,
    sections: z.array(z.object({ type: sectionTypeSchema, entries: z.number().int() })),
    improvements: z.object({ total: z.number().int(), applied: z.number().int() }),
    ats_report_at: isoDateTimeSchema.nullable(),
    career_report_at: isoDateTimeSchema.nullable(),
  }),
);

/** docs/product.md §C7: generated improvements, applying them, recommendations. Owner-scoped (404). */
export const improvementsRoutes: FastifyPluginAsyncZod<{
  improvementsService: ImprovementsService;
}> = async (app, { improvementsService: service }) => {
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['improvements'], security: [{ bearerAuth: [] }] };
  const byId = { ...common, params: idParamsSchema };
  const byCvId = { ...common, params: cvIdParamsSchema };

  app.post(
    '/cv/:id/generate',
    {
      schema: {
        ...byId,
        summary: "Replaces the CV's improvements (applied ones are undone first)",
        body: generateImprovementsBodySchema,
        response: { 200: generateImprovementsResponseSchema },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const data = await service.generate(userId, request.params.id, request.body.suggestions);
      return { success: true as const, message: 'Improvements generated', data };
    },
  );

  app.get(
    '/cv/:id/generated',
    {
      schema: {
        ...byId,
        summary: "The CV's improvements (ones already in the CV read as applied) and content",
        response: { 200: generatedImprovementsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.generated(requireUserId(request), request.params.id),
    }),
  );

  app.get(
    '/cv/:cvId/recommendations',
    {
      schema: {
        ...byCvId,
        summary: 'The content to improve, with its improvements',
        response: { 200: recommendationsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.generated(requireUserId(request), request.params.cvId),
    }),
  );

  app.put(
    '/cv/:cvId/applied',
    {
      schema: {
        ...byCvId,
        summary: 'Sets which improvements are applied (an edit: docs/decisions/015-edit-limit.md)',
        body: appliedImprovementsBodySchema,
        response: { 200: appliedImprovementsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setApplied(requireUserId(request), request.params.cvId, request.body),
    }),
  );

  app.get(
    '/cv/:cvId/debug',
    {
      schema: {
        ...byCvId,
        summary: 'What the insight module holds for the CV',
        response: { 200: improvementsDebugResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.debug(requireUserId(request), request.params.cvId),
    }),
  );
};
