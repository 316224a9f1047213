import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plansResponseSchema } from '@cvforge/contracts';
import type { PlansService } from './plans.service';

export const plansRoutes: FastifyPluginAsyncZod<{ plansService: PlansService }> = async (
  app,
  { plansService },
) => {
  app.get(
    '/plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'The active plans, sorted by sort_order',
        response: { 200: plansResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await plansService.listActivePlans() }),
  );
};
