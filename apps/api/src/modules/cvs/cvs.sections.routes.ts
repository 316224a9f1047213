import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cvSectionsResponseSchema,
  debugSectionsResponseSchema,
  idParamsSchema,
  sectionsForGenerationResponseSchema,
} from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';
import { requireUserId } from '../../http/auth';
import type { CvsService } from './cvs.service';
import { debugSectionsOf, sectionRefsOf, sectionsForGeneration } from './cvs.sections';

/** docs/product.md §C7 section reads (shapes not shown). Owner-scoped: another user's CV answers 404. */
export const cvsSectionsRoutes: FastifyPluginAsyncZod<{ cvsService: CvsService }> = async (
  app,
  { cvsService },
) => {
  app.addHook('preHandler', app.authenticate);
  const byId = { tags: ['cvs'], security: [{ bearerAuth: [] }], params: idParamsSchema };
  const contentOf = async (userId: string, id: string) =>
    normaliseCvContent((await cvsService.get(userId, id)).content ?? {});

  app.get(
    '/cv/:id/sections',
    {
      schema: {
        ...byId,
        summary: "The CV's sections (id, type, title, is_visible, order) in their order",
        response: { 200: cvSectionsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: sectionRefsOf(await contentOf(requireUserId(request), request.params.id)),
    }),
  );

  app.get(
    '/cv/:id/sections-for-generation',
    {
      schema: {
        ...byId,
        summary:
          "The wizard's section list: the CV's sections, then the default catalogue's it lacks",
        response: { 200: sectionsForGenerationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: sectionsForGeneration(await contentOf(requireUserId(request), request.params.id)),
    }),
  );

  app.get(
    '/cv/:id/debug-sections',
    {
      schema: {
        ...byId,
        summary: 'What is stored per section: type, title, order, visibility, entry count',
        response: { 200: debugSectionsResponseSchema },
      },
    },
    async (request) => {
      const row = await cvsService.get(requireUserId(request), request.params.id);
      const sections = debugSectionsOf(row.content);
      return {
        success: true as const,
        data: {
          cv_id: row.id,
          status: row.status,
          content_present: row.content !== null,
          section_count: sections.length,
          sections,
        },
      };
    },
  );
};
