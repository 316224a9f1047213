import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { paymentProviderOf } from './config-payments';
import type { Db } from './platform/db';
import { createBillingRepository } from './modules/billing/billing.repository';
import { createBillingRules } from './modules/billing/billing.rules';
import { createCheckoutService } from './modules/billing/checkout.service';
import { createSubscriptionService } from './modules/billing/subscription.service';
import { createTestModeBilling } from './modules/billing/billing.test-mode';
import { createBuiltinProvider } from './modules/billing/providers/builtin-provider';

/** How often period ends and past_due grace periods are looked at. */
const DUE_TRANSITIONS_EVERY_MS = 60_000;

/** The Stripe client and adapter when Stripe is the provider; its SDK takes ~100 ms to load. */
async function stripeOf(config: Config) {
  if (paymentProviderOf(config) !== 'stripe' || !config.STRIPE_SECRET_KEY) return undefined;
  const adapter = await import('./modules/billing/providers/stripe-provider');
  const client = adapter.createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL);
  return { client, provider: adapter.createStripeProvider(client) };
}

/**
 * Plans bought and kept: the payment provider (Stripe with STRIPE_SECRET_KEY, else the builtin
 * test mode) and the subscriptions it drives. docs/decisions/007-billing.md.
 */
export async function createBillingServices({
  config,
  db,
  log,
}: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
}) {
  const repository = createBillingRepository(db);
  const stripe = await stripeOf(config);
  const provider =
    stripe?.provider ?? createBuiltinProvider({ repository, apiPublicUrl: config.API_PUBLIC_URL });
  const now = () => new Date();
  const rules = createBillingRules({ repository, graceDays: config.PAYMENT_GRACE_DAYS, now });
  const { requirePlan } = rules;
  const publicUrl = config.PUBLIC_URL;
  const subscriptionService = createSubscriptionService({
    ...rules,
    repository,
    provider,
    now,
    publicUrl,
  });
  const dueTransitions = setInterval(() => {
    subscriptionService.runDueTransitions().catch((error: unknown) => {
      log.error({ err: error }, 'billing: applying due subscription transitions failed');
    });
  }, DUE_TRANSITIONS_EVERY_MS).unref();
  return {
    checkoutService: createCheckoutService({ repository, provider, requirePlan, publicUrl }),
    subscriptionService,
    /** What the provider's verified webhook events go through (the Stripe adapter's). */
    applyProviderEvent: rules.apply,
    /** The builtin provider's own checkout and portal pages (test mode). */
    testModeBilling: createTestModeBilling({ repository, provider, now, ...rules }),
    /** Set when the Stripe adapter is in use (the webhook verifies with it). */
    stripe: stripe?.client,
    stopBilling: () => clearInterval(dueTransitions),
  };
}
