import type Stripe from 'stripe';
import type { SubscriptionEvent } from '../subscription-events';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : typeof value?.id === 'string' ? value.id : undefined;
const fromUnix = (seconds: number) => new Date(seconds * 1000);
const isUnixTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * A verified Stripe event as a subscription event, or undefined for an event we do not use.
 * checkout.session.completed activates (the period is estimated from the plan's interval until
 * the first invoice.paid gives the real one); invoice.paid renews; invoice.payment_failed starts
 * the grace period; customer.subscription.updated carries cancel_at_period_end; deleted ends it.
 */
export function toSubscriptionEvent(event: Stripe.Event): SubscriptionEvent | undefined {
  const base = { id: event.id, provider: 'stripe' as const, type: event.type };
  const occurredAt = fromUnix(event.created);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId || typeof session.id !== 'string')
        return undefined;
      return {
        ...base,
        kind: 'activated',
        occurredAt,
        providerSubscriptionId: subscriptionId,
        checkoutSessionId: session.id,
        providerCustomerId: idOf(session.customer) ?? null,
        periodStart: occurredAt,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionId) return undefined;
      const subject = { ...base, occurredAt, providerSubscriptionId: subscriptionId };
      if (event.type === 'invoice.payment_failed') return { ...subject, kind: 'payment_failed' };
      const period = invoice.lines?.data?.[0]?.period;
      if (!isUnixTime(period?.start) || !isUnixTime(period.end)) return undefined;
      return {
        ...subject,
        kind: 'renewed',
        periodStart: fromUnix(period.start),
        periodEnd: fromUnix(period.end),
      };
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      if (!idOf(subscription) || typeof subscription.cancel_at_period_end !== 'boolean')
        return undefined;
      return {
        ...base,
        kind: 'cancel_scheduled',
        occurredAt,
        providerSubscriptionId: subscription.id,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      };
    }
    case 'customer.subscription.deleted': {
      const subscriptionId = idOf(event.data.object);
      if (!subscriptionId) return undefined;
      return { ...base, kind: 'canceled', occurredAt, providerSubscriptionId: subscriptionId };
    }
    default:
      return undefined;
  }
}
