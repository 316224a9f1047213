import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { BillingRules } from './billing.rules';
import type { CheckoutService } from './checkout.service';
import type { SubscriptionService } from './subscription.service';
import type { TestModeBilling } from './billing.test-mode';
import { billingRoutes } from './billing.routes';
import { builtinPagesRoutes } from './builtin-pages.routes';
import { subscriptionRoutes } from './subscription.routes';

interface BillingRoutesDeps {
  checkoutService: CheckoutService;
  subscriptionService: SubscriptionService;
  applyProviderEvent: BillingRules['apply'];
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
    checkoutService,
    subscriptionService,
    applyProviderEvent,
    testModeBilling,
    stripe,
    stripeWebhookSecret,
    publicUrl,
    apiPublicUrl,
  }: BillingRoutesDeps,
) {
  await api.register(billingRoutes, { checkoutService, subscriptionService });
  await api.register(subscriptionRoutes, { subscriptionService });
  if (stripe && stripeWebhookSecret) {
    // Loaded with the Stripe SDK only when Stripe is configured (services-billing.ts).
    const { stripeWebhookRoutes } = await import('./stripe-webhook.routes');
    await api.register(stripeWebhookRoutes, {
      applyProviderEvent,
      stripe,
      webhookSecret: stripeWebhookSecret,
    });
  } else {
    await api.register(builtinPagesRoutes, { testModeBilling, publicUrl, apiPublicUrl });
  }
}
