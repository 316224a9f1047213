import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUILT_IN_TEMPLATES,
  type Template,
  templateParamsSchema,
  templateResponseSchema,
  templatesResponseSchema,
} from '@cvforge/contracts';
import { AppError } from '../../http/app-error';

/** Classic first: the one every plan can use. */
export const TEMPLATES: readonly Template[] = [...BUILT_IN_TEMPLATES].sort(
  (a, b) => Number(a.is_premium) - Number(b.is_premium),
);

/**
 * docs/product.md §C7 GET /templates and /templates/{id}: the built-in catalogue, public (it holds no user
 * data). Gating happens where content is saved (cvs.content.rules.ts).
 */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/templates',
    {
      schema: {
        tags: ['templates'],
        summary: 'The CV templates (Classic free; Modern and Creative paid)',
        response: { 200: templatesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { templates: [...TEMPLATES] } }),
  );

  app.get(
    '/templates/:id',
    {
      schema: {
        tags: ['templates'],
        summary: 'One template',
        params: templateParamsSchema,
        response: { 200: templateResponseSchema },
      },
    },
    async (request) => {
      const template = TEMPLATES.find((t) => t.id === request.params.id);
      if (!template) throw AppError.notFound('Template not found');
      return { success: true as const, data: template };
    },
  );
};
