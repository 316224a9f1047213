import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { BillingService } from './billing.service';
import type { TestModeBilling } from './billing.test-mode';
import { billingRoutes } from './billing.routes';
import { builtinPagesRoutes } from './builtin-pages.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { subscriptionRoutes } from './subscription.routes';

interface BillingRoutesDeps {
  billingService: BillingService;
  testModeBilling: TestModeBilling;
  /** The Stripe client when Stripe is configured. */
  stripe: Stripe | undefined;
  stripeWebhookSecret: string | undefined;
  publicUrl: string;
  apiPublicUrl: string;
}

/**
 * The docs/product.md §P7 payments and subscription calls, plus the pages or webhook of the
 * provider in use.
 */
export async function registerBillingRoutes(
  api: FastifyInstance,
  {
    billingService,
    testModeBilling,
    stripe,
    stripeWebhookSecret,
    publicUrl,
    apiPublicUrl,
  }: BillingRoutesDeps,
) {
  await api.register(billingRoutes, { billingService });
  await api.register(subscriptionRoutes, { billingService });
  if (stripe && stripeWebhookSecret) {
    await api.register(stripeWebhookRoutes, {
      billingService,
      stripe,
      webhookSecret: stripeWebhookSecret,
    });
  } else {
    await api.register(builtinPagesRoutes, { testModeBilling, publicUrl, apiPublicUrl });
  }
}
