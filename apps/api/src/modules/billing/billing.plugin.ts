import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '..';
import { billingRoutes } from './billing.routes';
import { builtinPagesRoutes } from './builtin-pages.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { subscriptionRoutes } from './subscription.routes';

/** The §P7 payments and subscription calls, plus the pages or webhook of the provider in use. */
export async function registerBillingRoutes(
  api: FastifyInstance,
  { config, services }: ModuleDeps,
) {
  const { billingService, stripe } = services;
  await api.register(billingRoutes, { billingService });
  await api.register(subscriptionRoutes, { billingService });
  if (stripe && config.STRIPE_WEBHOOK_SECRET) {
    await api.register(stripeWebhookRoutes, {
      billingService,
      stripe,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  } else {
    await api.register(builtinPagesRoutes, {
      billingService,
      publicUrl: config.PUBLIC_URL,
      apiPublicUrl: config.API_PUBLIC_URL,
    });
  }
}
