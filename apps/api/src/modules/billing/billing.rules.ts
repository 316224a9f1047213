import crypto from 'node:crypto';
import { type BillingInterval, MONEY_BACK_GUARANTEE_DAYS } from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import {
  type BillingRepository,
  ENTITLED_STATUSES,
  type PlanRow,
  type SubscriptionRow,
} from './billing.repository';
import type { PaymentProvider, PricedPlan } from './providers/payment-provider';
import { applySubscriptionEvent, type SubscriptionEvent } from './subscription-events';

export const BILLING_MESSAGES = {
  emailRequired: 'Enter your e-mail to check out without signing in.',
  planNotFound: 'Plan not found',
  intervalNotSold: 'This plan is not sold at that billing interval.',
  alreadyOnPlan: (plan: string) => `You already have the ${plan} plan.`,
  alreadySubscribed:
    'You already have an active subscription. Upgrade it from your subscription page instead.',
  checkoutNotFound: 'Checkout session not found',
  noSubscription: 'You have no active subscription.',
  notCanceling: 'Your subscription is not set to cancel.',
  freeByCancel:
    'To move to Free, cancel your subscription: it ends at the period end and you keep your plan until then.',
  noScheduledChange: 'No plan change is scheduled.',
  refundWindowOver: `The ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee has ended for this subscription.`,
} as const;

const DAY_MS = 86_400_000;
export const isEntitled = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  !!row && (ENTITLED_STATUSES as readonly string[]).includes(row.status);

/** The plan's price at that interval, refused when the plan is not sold at it. */
export function pricedPlan(plan: PlanRow, interval: BillingInterval): PricedPlan {
  const price = plan.prices.find((candidate) => candidate.interval === interval);
  if (!price) throw new AppError('VALIDATION_ERROR', 400, BILLING_MESSAGES.intervalNotSold);
  return { plan, interval, amount: price.amount, currency: price.currency };
}

export interface BillingRulesDeps {
  repository: BillingRepository;
  graceDays: number;
  now?: () => Date;
}

/**
 * What the checkout, the subscription calls, the provider's webhook and the test-mode pages share: the one way a
 * subscription changes (`applySubscriptionEvent`), the plan and subscription reads they refuse
 * on, and the refund window. docs/decisions/007-billing.md.
 */
export function createBillingRules({
  repository,
  graceDays,
  now = () => new Date(),
}: BillingRulesDeps) {
  const apply = (event: SubscriptionEvent) =>
    applySubscriptionEvent(repository, event, { graceDays });
  /** A change made through our own API (the provider's webhook for it, if any, is then older). */
  const local = (subscription: SubscriptionRow) => ({
    id: `local_${crypto.randomUUID()}`,
    provider: subscription.provider,
    type: 'local',
    occurredAt: now(),
    providerSubscriptionId: subscription.provider_subscription_id,
  });

  const isRefundable = (subscription: SubscriptionRow | undefined) =>
    isEntitled(subscription) &&
    now().getTime() - subscription.started_at.getTime() <= MONEY_BACK_GUARANTEE_DAYS * DAY_MS;

  async function requirePlan(idOrSlug: string) {
    const plan = await repository.findPlan(idOrSlug);
    if (!plan || !plan.is_active) throw AppError.notFound(BILLING_MESSAGES.planNotFound);
    return plan;
  }

  async function entitledSubscription(userId: string) {
    const subscription = await repository.latestSubscriptionOfUser(userId);
    if (!isEntitled(subscription)) throw AppError.notFound(BILLING_MESSAGES.noSubscription);
    return subscription;
  }

  return {
    apply,
    local,
    isRefundable,
    requirePlan,
    entitledSubscription,
  };
}
export type BillingRules = ReturnType<typeof createBillingRules>;

/** What the services that change a bought subscription are built from (subscription, plan change). */
export interface SubscriptionChangeDeps extends Pick<
  BillingRules,
  'apply' | 'local' | 'requirePlan' | 'entitledSubscription'
> {
  repository: BillingRepository;
  provider: PaymentProvider;
  now: () => Date;
}
