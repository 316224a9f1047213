import type { BillingInterval, Currency, PaymentMethod } from '@cvforge/contracts';
import type { PaymentProviderName } from '../../../platform/db/schema';
import type { PlanRow, SubscriptionRow } from '../billing.repository';

/** The plan and the price being bought (minor units of its currency). */
export interface PricedPlan {
  plan: PlanRow;
  interval: BillingInterval;
  amount: number;
  currency: Currency;
}

export interface CheckoutSessionInput extends PricedPlan {
  email: string;
  userId?: string;
  /** Where the provider sends the browser back; `{CHECKOUT_SESSION_ID}` is filled in by it. */
  successUrl: string;
  cancelUrl: string;
}

export interface PlanChange {
  from: PricedPlan;
  to: PricedPlan;
}

export interface UpgradeQuote {
  /** Charged now for the rest of the current period (never negative). */
  prorationAmount: number;
}

/**
 * The payment-provider port (docs/decisions/007-billing.md). Adapters talk to the provider only;
 * every resulting state change goes through applySubscriptionEvent.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** A page where the subscriber manages billing; `returnUrl` leads back to the app. */
  customerPortal(
    subscription: SubscriptionRow,
    context: { userId: string; returnUrl: string },
  ): Promise<{ url: string }>;
  cancel(subscription: SubscriptionRow, options: { immediately: boolean }): Promise<void>;
  reactivate(subscription: SubscriptionRow): Promise<void>;
  upgradePreview(
    subscription: SubscriptionRow,
    change: PlanChange,
    now: Date,
  ): Promise<UpgradeQuote>;
  /** Moves the subscription to `change.to` now, charging the prorated difference. */
  upgrade(subscription: SubscriptionRow, change: PlanChange, now: Date): Promise<UpgradeQuote>;
  /**
   * Bills `change.to` from the current period's end on (a change to a lower plan); the id of the
   * provider's schedule that carries it, if it keeps one.
   */
  scheduleChange(
    subscription: SubscriptionRow,
    change: PlanChange,
  ): Promise<{ scheduleId: string | null }>;
  /** Drops the change scheduleChange set up: the subscription renews on its plan again. */
  cancelScheduledChange(subscription: SubscriptionRow): Promise<void>;
  paymentMethods(subscription: SubscriptionRow): Promise<PaymentMethod[]>;
}

/** What the remaining part of the current period costs on the new price, less what was paid. */
export function proratedDifference(
  subscription: Pick<SubscriptionRow, 'current_period_start' | 'current_period_end'>,
  fromAmount: number,
  toAmount: number,
  now: Date,
): number {
  const start = subscription.current_period_start.getTime();
  const length = subscription.current_period_end.getTime() - start;
  const remaining = Math.min(
    1,
    Math.max(0, (subscription.current_period_end.getTime() - now.getTime()) / length),
  );
  return Math.max(0, Math.round((toAmount - fromAmount) * remaining));
}
