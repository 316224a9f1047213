import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { getUsageInfoQueryOptions } from '@/features/usage/api/get-usage-info';
import { apiUrl } from '@/lib/api-client';
import { signInAs, userFixture } from '@/testing/fixtures/user';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { CheckoutRoute, CheckoutSuccessRoute } from './billing-routes';

describe('billing routes', () => {
  it("checks out with the signed-in user's e-mail, or asks a visitor for one", async () => {
    signInAs();
    const { unmount } = renderWithProviders(
      <Suspense>
        <CheckoutRoute />
      </Suspense>,
      { route: '/checkout?plan=premium' },
    );
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue(userFixture.email);
    expect(email).toHaveAttribute('readonly');
    unmount();

    signInAs(userFixture, { expiresInSeconds: -60 });
    renderWithProviders(
      <Suspense>
        <CheckoutRoute />
      </Suspense>,
      { route: '/checkout?plan=premium' },
    );
    const visitorEmail = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(visitorEmail).toHaveValue('');
    expect(visitorEmail).not.toHaveAttribute('readonly');
  });

  it('fetches the usage again once the new subscription is active', async () => {
    signInAs();
    let usageCalls = 0;
    server.use(
      http.get(apiUrl('/payments/checkout-status'), () =>
        HttpResponse.json({
          status: 'complete',
          subscription_status: 'active',
          plan_name: 'Premium',
          plan_type: 'premium',
        }),
      ),
      http.get(apiUrl('/user-usage/info'), () => {
        usageCalls += 1;
        return HttpResponse.json({ success: false }, { status: 500 });
      }),
    );
    renderWithProviders(
      <Suspense>
        <UsageObserver />
        <CheckoutSuccessRoute />
      </Suspense>,
      { route: '/checkout/success?session_id=cs_1' },
    );

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    await waitFor(() => expect(usageCalls).toBe(2));
  });
});

/** Stands in for the header's usage dropdown, which keeps the usage query observed. */
function UsageObserver() {
  useQuery(getUsageInfoQueryOptions());
  return null;
}
