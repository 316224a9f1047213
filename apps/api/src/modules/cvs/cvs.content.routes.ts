import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createManualCvRequestSchema,
  createManualCvResponseSchema,
  cvEditResponseSchema,
  cvIdParamsSchema,
  cvPreviewResponseSchema,
  cvVersionParamsSchema,
  cvVersionsResponseSchema,
  idParamsSchema,
  saveCvContentRequestSchema,
  saveCvResponseSchema,
  updateCvRequestSchema,
  updateCvTemplateRequestSchema,
  updateCvTemplateResponseSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import type { CvContentService } from './cvs.content.service';

export const CV_SAVED_MESSAGE = 'CV saved successfully';

/** docs/product.md §C7: manual CVs, edit, save (two paths), template, preview and versions. Owner-scoped (404). */
export const cvsContentRoutes: FastifyPluginAsyncZod<{
  cvContentService: CvContentService;
}> = async (app, { cvContentService: service }) => {
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['cvs'], security: [{ bearerAuth: [] }] };
  const byId = { ...common, params: idParamsSchema };

  // '/generate/manual-cv' is the same call under its generation-side name (docs/product.md §C7).
  for (const url of ['/cv/manual', '/generate/manual-cv'])
    app.post(
      url,
      {
        schema: {
          ...common,
          summary:
            url === '/cv/manual'
              ? 'Creates a CV from the manual form (name, email and summary required; an edit)'
              : 'Alias of POST /cv/manual',
          body: createManualCvRequestSchema,
          response: { 200: createManualCvResponseSchema },
        },
      },
      async (request) => {
        const row = await service.createManual(requireUserId(request), request.body);
        return {
          success: true as const,
          message: 'CV created successfully',
          data: { cv_id: row.id },
        };
      },
    );

  app.get(
    '/cv/:id/edit',
    {
      schema: {
        ...byId,
        summary: 'The canonical content to edit, with the parser confidence',
        response: { 200: cvEditResponseSchema },
      },
    },
    async (request) => {
      const { content, confidence, reasons, printed, sources } = await service.edit(
        requireUserId(request),
        request.params.id,
      );
      return {
        success: true as const,
        message: 'CV loaded',
        data: content,
        parse_confidence: confidence,
        parse_reasons: reasons,
        parse_printed: printed,
        parse_sources: sources,
      };
    },
  );

  app.get(
    '/cv/:id/original',
    {
      schema: {
        ...byId,
        summary: 'The PDF as uploaded, which the edit’s parse_sources point into (404 without one)',
      },
    },
    async (request, reply) => {
      const { body } = await service.original(requireUserId(request), request.params.id);
      return reply.type('application/pdf').header('cache-control', 'private, no-store').send(body);
    },
  );

  app.put(
    '/cv/:id/update',
    {
      schema: {
        ...byId,
        summary: 'Replaces the content (an edit: docs/decisions/015-edit-limit.md)',
        body: updateCvRequestSchema,
        response: { 200: saveCvResponseSchema },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const content = await service.save(userId, request.params.id, request.body.content);
      return { success: true as const, message: CV_SAVED_MESSAGE, data: { content } };
    },
  );

  app.put(
    '/cv/:cvId/content',
    {
      schema: {
        ...common,
        params: cvIdParamsSchema,
        summary: 'Saves the cleaned content (auto-save and save; an edit)',
        body: saveCvContentRequestSchema,
        response: { 200: saveCvResponseSchema },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { content_json, parse_confidence } = request.body;
      const content = await service.save(
        userId,
        request.params.cvId,
        content_json,
        parse_confidence,
      );
      return { success: true as const, message: CV_SAVED_MESSAGE, data: { content } };
    },
  );

  app.put(
    '/cv/:id/template',
    {
      schema: {
        ...byId,
        summary: "Sets the CV's template (an edit; no version made)",
        body: updateCvTemplateRequestSchema,
        response: { 200: updateCvTemplateResponseSchema },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const templateId = await service.setTemplate(
        userId,
        request.params.id,
        request.body.template_id,
      );
      return {
        success: true as const,
        message: 'Template updated',
        data: { template_id: templateId },
      };
    },
  );

  app.get(
    '/cv/:id/preview',
    {
      schema: {
        ...byId,
        summary: 'Content to preview',
        response: { 200: cvPreviewResponseSchema },
      },
    },
    async (request) => service.preview(requireUserId(request), request.params.id),
  );

  app.get(
    '/cv/:id/versions',
    {
      schema: {
        ...byId,
        summary: 'Earlier contents of the CV, newest first (the last 20)',
        response: { 200: cvVersionsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { versions: await service.versions(requireUserId(request), request.params.id) },
    }),
  );

  app.post(
    '/cv/:id/versions/:versionId/restore',
    {
      schema: {
        ...common,
        params: cvVersionParamsSchema,
        summary: 'Restores a version; the current content becomes a version (an edit)',
        response: { 200: saveCvResponseSchema },
      },
    },
    async (request) => {
      const { id, versionId } = request.params;
      const content = await service.restore(requireUserId(request), id, versionId);
      return { success: true as const, message: 'Version restored', data: { content } };
    },
  );
};
