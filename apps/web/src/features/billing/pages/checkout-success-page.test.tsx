import type { CheckoutStatusResponse } from '@cvforge/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { CheckoutSuccessPage, STILL_CONFIRMING_AFTER_MS } from './checkout-success-page';

const OPEN: CheckoutStatusResponse = {
  status: 'open',
  subscription_status: null,
  plan_name: 'Premium',
  plan_type: 'premium',
};
const COMPLETE: CheckoutStatusResponse = {
  ...OPEN,
  status: 'complete',
  subscription_status: 'active',
};

/** Answers each poll with the next reply (the last one repeats) and counts the polls. */
function serveStatuses(...replies: Array<CheckoutStatusResponse | Response>) {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl('/payments/checkout-status'), ({ request }) => {
      calls.push(new URL(request.url).searchParams.get('session_id') ?? '');
      const reply = replies[Math.min(calls.length, replies.length) - 1];
      return reply instanceof Response ? reply : HttpResponse.json(reply);
    }),
  );
  return calls;
}

function renderPage(route = '/checkout/success?session_id=cs_1', isSignedIn = true) {
  const onActivated = vi.fn();
  const view = renderWithProviders(
    <CheckoutSuccessPage isSignedIn={isSignedIn} onActivated={onActivated} />,
    { route },
  );
  return { ...view, onActivated };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(
    http.get(apiUrl('/support'), () =>
      HttpResponse.json({ success: true, data: { email: 'help@cv.example.com' } }),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CheckoutSuccessPage', () => {
  it('polls every 2 s while pending, then shows the plan as active and stops', async () => {
    const calls = serveStatuses(OPEN, OPEN, COMPLETE);
    const { onActivated } = renderPage();

    expect(screen.getByRole('heading', { name: 'Checking your payment' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Confirming your payment' }),
    ).toBeInTheDocument();
    expect(calls).toEqual(['cs_1']);

    await advance(2_000);
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();

    await advance(2_000);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Your Premium plan is active.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Subscription' })).toHaveAttribute(
      'href',
      '/app/subscription',
    );
    expect(onActivated).toHaveBeenCalledTimes(1);

    await advance(10_000);
    expect(calls).toHaveLength(3);
  });

  it('confirms by the session id alone for a buyer signed out at this address', async () => {
    const calls: Array<string | null> = [];
    server.use(
      http.get(apiUrl('/payments/checkout-status'), ({ request }) => {
        calls.push(request.headers.get('authorization'));
        return HttpResponse.json({ ...OPEN, subscription_status: 'active' });
      }),
    );
    renderPage('/checkout/success?session_id=cs_1', false);

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(calls).toEqual([null]);
    expect(screen.getByText('Your Premium plan is active.')).toBeInTheDocument();
    expect(screen.getByText(/^You are not signed in at this address\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In or Create Account' })).toHaveAttribute(
      'href',
      '/auth?redirectTo=%2Fapp%2Fsubscription',
    );
  });

  it('keeps polling on an unknown status and fails on an expired session', async () => {
    const calls = serveStatuses({ ...OPEN, status: 'processing' }, { ...OPEN, status: 'expired' });
    const { onActivated } = renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Confirming your payment' }),
    ).toBeInTheDocument();
    await advance(2_000);
    expect(
      await screen.findByRole('heading', { name: 'Payment Confirmation Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    // A real contact: the operator's SUPPORT_EMAIL (GET /support), naming the checkout.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
        'href',
        `mailto:help@cv.example.com?subject=${encodeURIComponent('Payment confirmation (checkout cs_1)')}`,
      ),
    );
    await advance(6_000);
    expect(calls).toHaveLength(2);
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('fails on an unknown checkout (404) without asking again', async () => {
    const calls = serveStatuses(
      HttpResponse.json(
        { success: false, code: 'NOT_FOUND', message: 'Not found' },
        { status: 404 },
      ),
    );
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Payment Confirmation Failed' }),
    ).toBeInTheDocument();
    await advance(6_000);
    expect(calls).toHaveLength(1);
  });

  it('keeps asking through failed requests, still confirming rather than failed', async () => {
    const calls = serveStatuses(
      HttpResponse.json({ success: false, code: 'SERVER_ERROR', message: 'x' }, { status: 503 }),
      HttpResponse.error(),
      COMPLETE,
    );
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Still confirming with the payment provider' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/app');
    await advance(2_000);
    expect(
      screen.getByRole('heading', { name: 'Still confirming with the payment provider' }),
    ).toBeInTheDocument();
    await advance(2_000);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('fails at once without a session_id, asking nothing', async () => {
    const calls = serveStatuses(COMPLETE);
    renderPage('/checkout/success');

    expect(
      screen.getByRole('heading', { name: 'Payment Confirmation Failed' }),
    ).toBeInTheDocument();
    await advance(4_000);
    expect(calls).toHaveLength(0);
  });

  it('never gives up: after a while it says it is still confirming, and keeps polling', async () => {
    const calls = serveStatuses(OPEN);
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Confirming your payment' }),
    ).toBeInTheDocument();
    await advance(STILL_CONFIRMING_AFTER_MS);
    expect(
      screen.getByRole('heading', { name: 'Still confirming with the payment provider' }),
    ).toBeInTheDocument();
    // Minutes on, it still asks every 2 s; the provider's answer ends the wait.
    server.use(
      http.get(apiUrl('/payments/checkout-status'), () => {
        calls.push('cs_1');
        return HttpResponse.json(calls.length > 60 ? COMPLETE : OPEN);
      }),
    );
    await advance(60_000);
    expect(screen.queryByRole('heading', { name: /Failed/ })).not.toBeInTheDocument();
    await advance(60_000);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
  });

  it('stops polling when the page goes away', async () => {
    const calls = serveStatuses(OPEN);
    const { unmount } = renderPage();

    await screen.findByRole('heading', { name: 'Confirming your payment' });
    unmount();
    await advance(6_000);
    expect(calls).toHaveLength(1);
  });
});
