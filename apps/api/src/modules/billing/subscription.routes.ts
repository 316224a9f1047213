import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelScheduledChangeResponseSchema,
  upgradeBodySchema,
  upgradeHistoryResponseSchema,
  upgradeOptionsResponseSchema,
  upgradePreviewParamsSchema,
  upgradePreviewResponseSchema,
  upgradeResponseSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import type { SubscriptionService } from './subscription.service';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];

/**
 * /subscription/* of docs/product.md §P7: moving an active subscription to another plan, a higher
 * one at once, a lower one at the period end (docs/decisions/029-honest-billing.md).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptionService: SubscriptionService;
}> = async (app, { subscriptionService }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/subscription/upgrade-options',
    {
      schema: {
        tags,
        security,
        summary: 'The plans above the current one',
        response: { 200: upgradeOptionsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptionService.upgradeOptions(requireUserId(request)),
    }),
  );

  app.get(
    '/subscription/upgrade-preview/:planId',
    {
      schema: {
        tags,
        security,
        summary: 'What moving to this plan costs now and at the next billing date',
        description:
          'A higher plan starts now with the prorated difference charged; a lower one is ' +
          'scheduled for the period end (change: upgrade or downgrade).',
        params: upgradePreviewParamsSchema,
        response: { 200: upgradePreviewResponseSchema },
      },
    },
    async (request) =>
      subscriptionService.upgradePreview(requireUserId(request), request.params.planId),
  );

  app.post(
    '/subscription/upgrade',
    {
      schema: {
        tags,
        security,
        summary:
          'Moves the subscription to a higher plan now (prorated), or schedules a lower one for the period end',
        body: upgradeBodySchema,
        response: { 200: upgradeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptionService.upgrade(requireUserId(request), request.body.new_plan_id),
    }),
  );

  app.delete(
    '/subscription/scheduled-change',
    {
      schema: {
        tags,
        security,
        summary: 'Cancels the change to a lower plan scheduled for the period end',
        response: { 200: cancelScheduledChangeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptionService.cancelScheduledChange(requireUserId(request)),
    }),
  );

  app.get(
    '/subscription/upgrade-history',
    {
      schema: {
        tags,
        security,
        summary: "The user's upgrades, newest first",
        response: { 200: upgradeHistoryResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptionService.upgradeHistory(requireUserId(request)),
    }),
  );
};
