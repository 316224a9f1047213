import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { BillingRules } from './billing.rules';
import { toSubscriptionEvent } from './providers/stripe-events';

/** What every event must hold before its type's own fields are read. */
const eventEnvelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * POST /payments/webhook: Stripe's events, verified against STRIPE_WEBHOOK_SECRET over the exact
 * bytes received (so this plugin keeps JSON bodies raw), then applied once each.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  /** Verified provider events take the same path as every other subscription change. */
  applyProviderEvent: BillingRules['apply'];
  stripe: Stripe;
  webhookSecret: string;
}> = async (app, { applyProviderEvent, stripe, webhookSecret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhook',
    { schema: { tags: ['billing'], summary: 'Stripe webhook (signed)' } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('VALIDATION_ERROR', 400, 'Missing Stripe signature');
      }
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(request.body, signature, webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new AppError('VALIDATION_ERROR', 400, 'Invalid Stripe signature');
        }
        // Signed, but not JSON: Stripe sends no such thing.
        request.log.error({ err: error }, 'signed Stripe webhook body is not an event');
        throw new AppError('VALIDATION_ERROR', 400, 'Invalid Stripe event');
      }
      if (!eventEnvelopeSchema.safeParse(event).success) {
        request.log.error({ stripeEvent: event?.id }, 'signed Stripe event without its envelope');
        throw new AppError('VALIDATION_ERROR', 400, 'Invalid Stripe event');
      }
      const subscriptionEvent = toSubscriptionEvent(event);
      const result = subscriptionEvent
        ? await applyProviderEvent(subscriptionEvent)
        : { outcome: 'ignored' as const };
      request.log.info({ stripeEvent: event.id, type: event.type, outcome: result.outcome });
      return { received: true, outcome: result.outcome };
    },
  );
};
