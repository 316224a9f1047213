import type { SubscriptionStatus, UpgradePreview } from '@cvforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { signInAs } from '@/testing/fixtures/user';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { PricingPage } from './pricing-page';

const STANDARD_SUBSCRIPTION: SubscriptionStatus = {
  has_subscription: true,
  status: 'active',
  plan_type: 'standard',
  current_period_end: '2026-12-20T12:00:00.000Z',
  cancel_at_period_end: false,
};

const PREVIEW: UpgradePreview = {
  current_plan: { name: 'Standard', price: 1599, interval: 'month' },
  new_plan: { name: 'Premium', price: 2400, interval: 'month' },
  message: 'You pay the prorated difference now; Premium is billed from your next billing date.',
  next_billing_amount: 2400,
  next_billing_date: '2026-12-20T12:00:00.000Z',
  proration_amount: 401,
  currency: 'usd',
};

function serveSubscription(status: SubscriptionStatus = STANDARD_SUBSCRIPTION) {
  server.use(http.get(apiUrl('/payments/subscription-status'), () => HttpResponse.json(status)));
}

function servePreview(reply: () => Response = () => HttpResponse.json(PREVIEW)) {
  const planIds: unknown[] = [];
  server.use(
    http.get(apiUrl('/subscription/upgrade-preview/:planId'), ({ params }) => {
      planIds.push(params.planId);
      return reply();
    }),
  );
  return planIds;
}

function serveUpgrade(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/subscription/upgrade'), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('PricingPage', () => {
  it('sends a visitor to checkout without asking for a subscription', async () => {
    let statusCalls = 0;
    server.use(
      http.get(apiUrl('/payments/subscription-status'), () => {
        statusCalls += 1;
        return HttpResponse.json(STANDARD_SUBSCRIPTION);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PricingPage isSignedIn={false} />, { route: '/pricing' });

    await user.click(await screen.findByRole('button', { name: 'Start Month Plan' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout?plan=premium');
    expect(statusCalls).toBe(0);
  });

  it('gives a subscriber the upgrade step with the preview, and upgrades', async () => {
    signInAs();
    serveSubscription();
    const planIds = servePreview();
    const bodies = serveUpgrade(() =>
      HttpResponse.json({
        success: true,
        data: { ...STANDARD_SUBSCRIPTION, plan_type: 'premium' },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PricingPage isSignedIn />, { route: '/pricing' });

    await waitFor(() =>
      expect(within(card('Standard')).getByRole('button')).toHaveTextContent('Current Plan'),
    );
    await user.click(within(card('Premium')).getByRole('button', { name: 'Start Month Plan' }));

    const step = await screen.findByRole('region', { name: 'Upgrade to Premium' });
    expect(await within(step).findByText(PREVIEW.message)).toBeInTheDocument();
    expect(planIds).toEqual(['plan-premium']);
    expect(step).toHaveTextContent('Current planStandard$15.99/month');
    expect(step).toHaveTextContent('New planPremium$24.00/month');
    expect(step).toHaveTextContent('Charged today$4.01');
    expect(step).toHaveTextContent('Next billing amount$24.00');
    expect(step).toHaveTextContent('Next billing dateDecember 20, 2026');

    await user.click(within(step).getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/app/subscription?upgraded=true',
    );
    expect(bodies).toEqual([{ new_plan_id: 'plan-premium', billing_option: 'immediate' }]);
  });

  it('goes Back to the plans, and shows a failed upgrade with its fallback message', async () => {
    signInAs();
    serveSubscription();
    servePreview();
    serveUpgrade(() => HttpResponse.json({}, { status: 500 }));
    const user = userEvent.setup();
    renderWithProviders(<PricingPage isSignedIn />, { route: '/pricing' });

    await waitFor(() =>
      expect(within(card('Premium')).getByRole('button')).toHaveTextContent('Start Month Plan'),
    );
    await waitFor(() => expect(within(card('Premium')).getByRole('button')).toBeEnabled());
    await user.click(within(card('Premium')).getByRole('button'));
    const step = await screen.findByRole('region', { name: 'Upgrade to Premium' });
    await user.click(await within(step).findByRole('button', { name: 'Upgrade Now' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'Failed to upgrade subscription',
    );

    await user.click(within(step).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('region', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    expect(card('Premium')).toBeInTheDocument();
  });

  it('gives a subscriber to a higher plan the change to a lower one, scheduled for the period end', async () => {
    signInAs();
    serveSubscription({ ...STANDARD_SUBSCRIPTION, plan_type: 'premium' });
    const planIds = servePreview(() =>
      HttpResponse.json({
        current_plan: { name: 'Premium', price: 1200, interval: 'month' },
        new_plan: { name: 'Standard', price: 999, interval: 'month' },
        message: 'You keep Premium until 2026-12-20, then your plan changes to Standard.',
        next_billing_amount: 999,
        next_billing_date: '2026-12-20T12:00:00.000Z',
        proration_amount: 0,
        currency: 'usd',
        change: 'downgrade',
        effective_date: '2026-12-20T12:00:00.000Z',
      } satisfies UpgradePreview),
    );
    const bodies = serveUpgrade(() =>
      HttpResponse.json({
        success: true,
        data: { ...STANDARD_SUBSCRIPTION, plan_type: 'premium' },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PricingPage isSignedIn />, { route: '/pricing' });

    await waitFor(() =>
      expect(within(card('Premium')).getByRole('button')).toHaveTextContent('Current Plan'),
    );
    await user.click(within(card('Standard')).getByRole('button', { name: 'Start Week Plan' }));
    const step = await screen.findByRole('region', { name: 'Change to Standard' });
    expect(await within(step).findByText(/^You keep Premium until/)).toBeInTheDocument();
    expect(planIds).toEqual(['plan-standard']);
    expect(step).toHaveTextContent('Standard startsDecember 20, 2026');
    expect(step).toHaveTextContent('Charged today$0.00');
    expect(within(step).queryByRole('button', { name: 'Upgrade Now' })).not.toBeInTheDocument();

    await user.click(within(step).getByRole('button', { name: 'Schedule Change' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/app\/subscription$/);
    expect(bodies).toEqual([{ new_plan_id: 'plan-standard', billing_option: 'immediate' }]);
  });

  it("shows the server's reason when the preview fails", async () => {
    signInAs();
    serveSubscription();
    servePreview(() =>
      HttpResponse.json(
        { success: false, code: 'CONFLICT', message: 'You can only upgrade to a higher plan.' },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PricingPage isSignedIn />, { route: '/pricing' });

    await waitFor(() => expect(within(card('Premium')).getByRole('button')).toBeEnabled());
    await user.click(within(card('Premium')).getByRole('button'));
    const step = await screen.findByRole('region', { name: 'Upgrade to Premium' });
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'You can only upgrade to a higher plan.',
    );
    expect(within(step).getByRole('button', { name: 'Upgrade Now' })).toBeDisabled();
  });
});
