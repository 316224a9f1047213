import Stripe from 'stripe';
import { errorCodeForStatus, type PaymentMethod } from '@cvforge/contracts';
import { AppError } from '../../../http/app-error';
import type { SubscriptionRow } from '../billing.repository';
import type { PaymentProvider, PricedPlan } from './payment-provider';

/** Points the client at a test server when apiUrl is given (STRIPE_API_URL). */
export function createStripeClient(secretKey: string, apiUrl?: string) {
  if (!apiUrl) return new Stripe(secretKey);
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || undefined,
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 0,
  });
}

/**
 * One Stripe price per plan, interval, currency and amount, found by its lookup key and created on
 * first use: the plan rows stay the one source of prices, and no price ids are configured.
 */
function createPriceIds(stripe: Stripe) {
  const known = new Map<string, string>();
  return async ({ plan, interval, amount, currency }: PricedPlan) => {
    const lookupKey = `cvforge_${plan.slug}_${interval}_${currency}_${amount}`;
    const cached = known.get(lookupKey);
    if (cached) return cached;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price =
      found.data[0] ??
      (await stripe.prices.create({
        lookup_key: lookupKey,
        currency,
        unit_amount: amount,
        recurring: { interval },
        product_data: { name: `cvforge ${plan.name}` },
      }));
    known.set(lookupKey, price.id);
    return price.id;
  };
}

function toPaymentMethod(method: Stripe.PaymentMethod, defaultId: string | null): PaymentMethod {
  return {
    id: method.id,
    type: method.type,
    brand: method.card?.brand ?? null,
    last4: method.card?.last4 ?? null,
    exp_month: method.card?.exp_month ?? null,
    exp_year: method.card?.exp_year ?? null,
    is_default: method.id === defaultId,
  };
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  const priceId = createPriceIds(stripe);

  async function itemChange(subscription: SubscriptionRow, to: PricedPlan) {
    const current = await stripe.subscriptions.retrieve(subscription.provider_subscription_id);
    return [{ id: current.items.data[0]!.id, price: await priceId(to) }];
  }

  const preview: PaymentProvider['upgradePreview'] = async (subscription, change, now) => {
    const invoice = await stripe.invoices.createPreview({
      customer: subscription.provider_customer_id ?? undefined,
      subscription: subscription.provider_subscription_id,
      subscription_details: {
        items: await itemChange(subscription, change.to),
        proration_behavior: 'always_invoice',
        proration_date: Math.floor(now.getTime() / 1000),
      },
    });
    return { prorationAmount: Math.max(0, invoice.amount_due) };
  };

  return withStripeErrors({
    name: 'stripe',
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: await priceId(input), quantity: 1 }],
        customer_email: input.email,
        client_reference_id: input.userId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { plan_id: input.plan.id, interval: input.interval },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    async customerPortal(subscription, { returnUrl }) {
      if (!subscription.provider_customer_id)
        throw new Error('subscription has no Stripe customer');
      const portal = await stripe.billingPortal.sessions.create({
        customer: subscription.provider_customer_id,
        return_url: returnUrl,
      });
      return { url: portal.url };
    },
    async cancel(subscription, { immediately }) {
      const id = subscription.provider_subscription_id;
      if (immediately) await stripe.subscriptions.cancel(id);
      else await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    },
    async reactivate(subscription) {
      await stripe.subscriptions.update(subscription.provider_subscription_id, {
        cancel_at_period_end: false,
      });
    },
    upgradePreview: preview,
    async upgrade(subscription, change, now) {
      const quote = await preview(subscription, change, now);
      await stripe.subscriptions.update(subscription.provider_subscription_id, {
        items: await itemChange(subscription, change.to),
        proration_behavior: 'always_invoice',
        proration_date: Math.floor(now.getTime() / 1000),
        payment_behavior: 'error_if_incomplete',
      });
      return quote;
    },
    /**
     * A subscription schedule made from the subscription: the current phase keeps its price to
     * the period end, the next one bills the lower plan and the schedule then lets go.
     */
    async scheduleChange(subscription, change) {
      const schedule = subscription.provider_schedule_id
        ? await stripe.subscriptionSchedules.retrieve(subscription.provider_schedule_id)
        : await stripe.subscriptionSchedules.create({
            from_subscription: subscription.provider_subscription_id,
          });
      const current = schedule.phases[0];
      const currentPrice = current?.items[0]?.price;
      if (!current || !currentPrice) throw new Error('Stripe returned a schedule without a phase');
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          {
            items: [{ price: typeof currentPrice === 'string' ? currentPrice : currentPrice.id }],
            start_date: current.start_date,
            end_date: current.end_date,
          },
          {
            items: [{ price: await priceId(change.to), quantity: 1 }],
            duration: { interval: change.to.interval, interval_count: 1 },
          },
        ],
      });
      return { scheduleId: schedule.id };
    },
    async cancelScheduledChange(subscription) {
      if (subscription.provider_schedule_id) {
        await stripe.subscriptionSchedules.release(subscription.provider_schedule_id);
      }
    },
    async paymentMethods(subscription) {
      const customerId = subscription.provider_customer_id;
      if (!customerId) return [];
      const [customer, methods] = await Promise.all([
        stripe.customers.retrieve(customerId),
        stripe.customers.listPaymentMethods(customerId, { limit: 20 }),
      ]);
      const fallback = customer.deleted ? null : customer.invoice_settings.default_payment_method;
      const defaultId = typeof fallback === 'string' ? fallback : (fallback?.id ?? null);
      return methods.data.map((method) => toPaymentMethod(method, defaultId));
    },
  });
}

/**
 * Stripe's errors in our terms. A card problem is the payer's: 402 with Stripe's words. Anything
 * else (a bad key, an unknown customer, an outage) is ours: a logged 500 — passed through, its
 * 401/403/404 would sign the user out or blame their request.
 */
function fromStripeError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError(errorCodeForStatus(402), 402, error.message);
  }
  return new Error(`Stripe request failed: ${error.message}`, { cause: error });
}

function withStripeErrors(provider: PaymentProvider): PaymentProvider {
  const translated = Object.entries(provider).map(([key, value]) => [
    key,
    typeof value === 'function'
      ? async (...args: unknown[]) => {
          try {
            return await (value as (...inner: unknown[]) => Promise<unknown>)(...args);
          } catch (error) {
            throw fromStripeError(error);
          }
        }
      : value,
  ]);
  return Object.fromEntries(translated) as PaymentProvider;
}
