import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { PricingPlans } from './pricing-plans';

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('PricingPlans', () => {
  it('shows active plans by sort_order with prices, labels, disabled rules and the popular badge', async () => {
    renderWithProviders(<PricingPlans />);
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();

    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Free',
      'Standard',
      'Premium',
    ]);
    expect(screen.queryByRole('article', { name: 'Legacy' })).not.toBeInTheDocument();

    expect(within(card('Free')).getByText('$0.00')).toBeInTheDocument();
    expect(within(card('Standard')).getByText('£4.99')).toBeInTheDocument();
    expect(within(card('Standard')).getByText('/week')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('$12.00')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('/month')).toBeInTheDocument();
    // Every interval a plan is sold at is on its card.
    expect(within(card('Premium')).getByText('or $6.99 billed weekly')).toBeInTheDocument();
    expect(within(card('Standard')).queryByText(/^or /)).not.toBeInTheDocument();

    expect(within(card('Free')).getByRole('button')).toHaveTextContent('Current Plan');
    expect(within(card('Free')).getByRole('button')).toBeDisabled();
    expect(within(card('Standard')).getByRole('button')).toHaveTextContent('Start Week Plan');
    expect(within(card('Standard')).getByRole('button')).toBeEnabled();
    expect(within(card('Premium')).getByRole('button')).toHaveTextContent('Start Month Plan');
    expect(within(card('Premium')).getByRole('button')).toBeEnabled();

    expect(screen.getAllByText('44% OFF, Save $16/mo')).toHaveLength(1);
    expect(within(card('Premium')).getByText('44% OFF, Save $16/mo')).toBeInTheDocument();
  });

  it("disables the user's current plan and every button while busy", async () => {
    const { unmount } = renderWithProviders(<PricingPlans currentPlanSlug="premium" />);
    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(within(premium).getByRole('button')).toHaveTextContent('Current Plan');
    expect(within(premium).getByRole('button')).toBeDisabled();
    expect(within(card('Standard')).getByRole('button')).toBeEnabled();
    unmount();

    renderWithProviders(<PricingPlans isBusy />);
    await screen.findAllByRole('article');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('sends a paid plan to checkout with its slug', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PricingPlans />, { route: '/pricing' });
    await user.click(await screen.findByRole('button', { name: 'Start Week Plan' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout?plan=standard');
  });

  it('shows the error state and recovers with Try Again', async () => {
    server.use(
      http.get(apiUrl('/plans'), () =>
        HttpResponse.json(
          { success: false, code: 'SERVER_ERROR', message: 'down' },
          { status: 500 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PricingPlans />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch plans');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByText('Failed to fetch plans')).not.toBeInTheDocument();
  });
});
