import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { userFixture } from '@/testing/fixtures/user';
import { planFixtures } from '@/testing/msw/handlers/plans';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { CheckoutPage } from './checkout-page';

const CHECKOUT_URL = 'http://localhost:3000/api/payments/builtin/checkout/cs_1';

/** Premium sold weekly and monthly, so the interval choice shows. */
function servePlansWithTwoIntervals() {
  const plans = planFixtures.map((plan) =>
    plan.id === 'plan-premium'
      ? {
          ...plan,
          prices: [
            { interval: 'week' as const, amount: 399, currency: 'usd' as const },
            { interval: 'month' as const, amount: 1200, currency: 'usd' as const },
          ],
        }
      : plan,
  );
  server.use(http.get(apiUrl('/plans'), () => HttpResponse.json({ success: true, data: plans })));
}

/** Answers the checkout-session call with `reply` and records each request body. */
function serveCheckoutSession(reply: () => Response = () => okSession()) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/payments/checkout-session'), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

function okSession() {
  return HttpResponse.json({ url: CHECKOUT_URL, session_id: 'cs_1' });
}

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CheckoutPage', () => {
  it('redirects to /pricing without a plan, and for the free or an unknown plan', async () => {
    for (const route of ['/checkout', '/checkout?plan=free', '/checkout?plan=gold']) {
      const { unmount } = renderWithProviders(<CheckoutPage accountEmail={null} />, { route });
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/pricing$/);
      unmount();
    }
  });

  it('requires an e-mail from an anonymous visitor, then posts plan, interval and e-mail and leaves for the url', async () => {
    servePlansWithTwoIntervals();
    const bodies = serveCheckoutSession();
    const assign = stubAssign();
    const user = userEvent.setup();
    renderWithProviders(<CheckoutPage accountEmail={null} />, { route: '/checkout?plan=premium' });

    expect(await screen.findByRole('form', { name: 'Premium' })).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Continue to Payment' });
    expect(pay).toHaveAccessibleDescription('$12.00/month');
    expect(pay).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Weekly/ }));
    expect(pay).toHaveAccessibleDescription('$3.99/week');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), ' new@example.com ');
    expect(pay).toBeEnabled();
    await user.click(pay);

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodies).toEqual([{ plan_type: 'premium', interval: 'week', email: 'new@example.com' }]);
  });

  it('uses the account e-mail of a signed-in user and sends none', async () => {
    const bodies = serveCheckoutSession();
    const assign = stubAssign();
    const user = userEvent.setup();
    renderWithProviders(<CheckoutPage accountEmail={userFixture.email} />, {
      route: '/checkout?plan=standard',
    });

    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue(userFixture.email);
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Continue to Payment' });
    expect(pay).toHaveAccessibleDescription('£4.99/week');

    await user.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodies).toEqual([{ plan_type: 'standard', interval: 'week' }]);
  });

  it("shows the server's 409 message and stays on the page", async () => {
    const message = 'You already have the Premium plan.';
    serveCheckoutSession(() =>
      HttpResponse.json({ success: false, code: 'CONFLICT', message }, { status: 409 }),
    );
    const assign = stubAssign();
    const user = userEvent.setup();
    renderWithProviders(<CheckoutPage accountEmail={userFixture.email} />, {
      route: '/checkout?plan=premium',
    });

    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toContainElement(screen.getByRole('link', { name: 'Manage Subscription' }));
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to start checkout." when the server gives no message', async () => {
    serveCheckoutSession(() => HttpResponse.json({}, { status: 500 }));
    const user = userEvent.setup();
    renderWithProviders(<CheckoutPage accountEmail={null} />, { route: '/checkout?plan=premium' });

    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start checkout.');
  });
});
