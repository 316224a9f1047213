import type { SubscriptionStatus } from '@cvforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { planFixtures } from '@/testing/msw/handlers/plans';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { SubscriptionPage } from './subscription-page';

const PERIOD_END = '2030-01-15T12:00:00.000Z';
const PERIOD_END_LABEL = 'January 15, 2030';

function statusOf(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    has_subscription: true,
    status: 'active',
    plan_type: 'premium',
    current_period_end: PERIOD_END,
    cancel_at_period_end: false,
    ...overrides,
  };
}

/** A server whose subscription status the cancel and reactivate calls change. */
function serveSubscription(initial: Partial<SubscriptionStatus> = {}) {
  let current = statusOf(initial);
  const cancelQueries: Array<string | null> = [];
  server.use(
    http.get(apiUrl('/payments/subscription-status'), () => HttpResponse.json(current)),
    http.post(apiUrl('/payments/cancel-subscription'), ({ request }) => {
      const cancelImmediately = new URL(request.url).searchParams.get('cancel_immediately');
      cancelQueries.push(cancelImmediately);
      current =
        cancelImmediately === 'true'
          ? { ...current, status: 'canceled', cancel_at_period_end: false }
          : { ...current, cancel_at_period_end: true };
      return HttpResponse.json({ success: true });
    }),
    http.post(apiUrl('/payments/reactivate-subscription'), () => {
      current = { ...current, cancel_at_period_end: false };
      return HttpResponse.json({ success: true });
    }),
    http.get(apiUrl('/payments/payment-methods'), () =>
      HttpResponse.json({
        payment_methods: [
          {
            id: 'pm_1',
            type: 'card',
            brand: 'visa',
            last4: '4242',
            exp_month: 4,
            exp_year: 2031,
            is_default: true,
          },
        ],
      }),
    ),
    http.get(apiUrl('/subscription/upgrade-options'), () =>
      HttpResponse.json({ success: true, data: { current_plan: 'premium', options: [] } }),
    ),
    http.get(apiUrl('/subscription/upgrade-history'), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
  );
  return { cancelQueries };
}

function renderPage(route = '/app/subscription') {
  return renderWithProviders(
    <>
      <Toaster />
      <SubscriptionPage />
    </>,
    { route },
  );
}

/** The plan card (named by its plan heading); toasts repeat some of its words. */
function planSection() {
  return screen.getByRole('region', { name: 'Premium' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SubscriptionPage', () => {
  it('shows the load error and recovers with Try Again', async () => {
    server.use(
      http.get(apiUrl('/payments/subscription-status'), () =>
        HttpResponse.json(
          { success: false, code: 'SERVER_ERROR', message: 'Internal server error' },
          { status: 500 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading subscription' })).toBeInTheDocument();

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Failed to fetch subscription status');

    serveSubscription();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch subscription status')).not.toBeInTheDocument();
  });

  it("shows the server's own message when the load fails with one", async () => {
    server.use(
      http.get(apiUrl('/payments/subscription-status'), () =>
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message: 'Billing is being migrated' },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Billing is being migrated');
  });

  it('offers the plans when there is no subscription', async () => {
    server.use(
      http.get(apiUrl('/payments/subscription-status'), () =>
        HttpResponse.json(
          statusOf({
            has_subscription: false,
            status: null,
            plan_type: null,
            current_period_end: null,
          }),
        ),
      ),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: "You don't have a subscription" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('shows plan, billing, status, payment method and the renewing action pair', async () => {
    serveSubscription();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.getByText('Status:', { exact: false }).parentElement).toHaveTextContent('Active');
    expect(screen.getByText('$12.00 / month')).toBeInTheDocument();
    expect(screen.getByText('Next billing date').nextSibling).toHaveTextContent(PERIOD_END_LABEL);
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate Subscription' })).toBeNull();

    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(await within(payment).findByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(payment).getByText('Expires 04/2031')).toBeInTheDocument();
    expect(within(payment).getByText('Default')).toBeInTheDocument();
    expect(screen.queryByText('Expiring soon')).not.toBeInTheDocument();
  });

  it('cancels at the period end and then offers the reactivate pair', async () => {
    const { cancelQueries } = serveSubscription();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveTextContent(`Your plan stays active until ${PERIOD_END_LABEL}`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await screen.findByRole('button', { name: 'Reactivate Subscription' })).toBeEnabled();
    expect(cancelQueries).toEqual(['false']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Immediately' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(planSection()).toHaveTextContent(`Your subscription will end on ${PERIOD_END_LABEL}.`);
    expect(await screen.findByText('Subscription canceled')).toBeInTheDocument();
  });

  it('cancels at once when the dialog option is ticked, and Escape keeps the subscription', async () => {
    const { cancelQueries } = serveSubscription();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelQueries).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Cancel immediately instead/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));

    await waitFor(() => expect(cancelQueries).toEqual(['true']));
    expect(await screen.findByText('Canceled', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('Cancel Immediately, once set to cancel, posts cancel_immediately=true', async () => {
    const { cancelQueries } = serveSubscription({ cancel_at_period_end: true });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Cancel Immediately' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Immediately' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));
    await waitFor(() => expect(cancelQueries).toEqual(['true']));
  });

  it('reactivates a subscription set to cancel', async () => {
    serveSubscription({ cancel_at_period_end: true });
    const user = userEvent.setup();
    renderPage();

    await screen.findByRole('button', { name: 'Reactivate Subscription' });
    expect(planSection()).toHaveTextContent(`Your subscription will end on ${PERIOD_END_LABEL}.`);
    expect(within(planSection()).getByText('Access until')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivate Subscription' }));

    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
    expect(planSection()).not.toHaveTextContent('Your subscription will end on');
    expect(await screen.findByText('Subscription reactivated')).toBeInTheDocument();
  });

  it('tells the user when reactivation fails', async () => {
    serveSubscription({ cancel_at_period_end: true });
    server.use(
      http.post(apiUrl('/payments/reactivate-subscription'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: 'Your subscription is not set to cancel.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Reactivate Subscription' }));
    expect(await screen.findByText('Could not reactivate your subscription')).toBeInTheDocument();
    expect(screen.getByText('Your subscription is not set to cancel.')).toBeInTheDocument();
  });

  it('shows the upgraded banner once and removes the parameter', async () => {
    serveSubscription();
    const { router } = renderPage('/app/subscription?upgraded=true');

    expect(screen.getByText('Your plan has been upgraded')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/app/subscription');
    expect(screen.getByText('Your plan has been upgraded')).toBeInTheDocument();
  });

  it('shows no upgraded banner without the parameter', async () => {
    serveSubscription();
    renderPage();
    await screen.findByRole('heading', { name: 'Premium' });
    expect(screen.queryByText('Your plan has been upgraded')).not.toBeInTheDocument();
  });

  it('warns when the period ends within 7 days', async () => {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
    serveSubscription({ current_period_end: inThreeDays });
    renderPage();

    const notice = (await screen.findByText('Expiring soon')).closest('[role="status"]');
    expect(notice).toHaveTextContent('Your subscription renews in 3 days');
  });

  it('explains the grace period of a past_due subscription', async () => {
    serveSubscription({ status: 'past_due', grace_period_end: '2030-01-20T12:00:00.000Z' });
    renderPage();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your last payment failed');
    expect(notice).toHaveTextContent('You keep your plan until January 20, 2030.');
    expect(screen.getByText('Past Due')).toBeInTheDocument();
  });

  it('shows upgrade options and past upgrades', async () => {
    serveSubscription({ plan_type: 'standard' });
    const premium = planFixtures.find((plan) => plan.id === 'plan-premium');
    server.use(
      http.get(apiUrl('/subscription/upgrade-options'), () =>
        HttpResponse.json({
          success: true,
          data: { current_plan: 'standard', options: [premium] },
        }),
      ),
      http.get(apiUrl('/subscription/upgrade-history'), () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              id: '0c8a1f3e-5b2d-4c6e-9f7a-2d3e4f5a6b7c',
              from_plan: 'standard',
              to_plan: 'premium',
              amount: 701,
              currency: 'usd',
              created_at: '2029-12-01T12:00:00.000Z',
            },
          ],
        }),
      ),
    );
    renderPage();

    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const history = await screen.findByRole('region', { name: 'Upgrade history' });
    expect(history).toHaveTextContent('Standard → Premium');
    expect(history).toHaveTextContent('$7.01');
    expect(history).toHaveTextContent('December 1, 2029');
  });

  it('opens the customer portal', async () => {
    serveSubscription();
    server.use(
      http.post(apiUrl('/payments/customer-portal'), () =>
        HttpResponse.json({ url: 'https://billing.example.com/portal/abc' }),
      ),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.example.com/portal/abc'),
    );
  });
});
