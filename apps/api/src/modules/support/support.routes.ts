import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportContactResponseSchema } from '@cvforge/contracts';

/** GET /support: the operator's support address, for "Contact Support" in the web app. */
export const supportRoutes: FastifyPluginAsyncZod<{ supportEmail: string }> = async (
  app,
  { supportEmail },
) => {
  app.get(
    '/support',
    {
      schema: {
        tags: ['support'],
        summary: 'Where users write for help (SUPPORT_EMAIL)',
        response: { 200: supportContactResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { email: supportEmail } }),
  );
};
