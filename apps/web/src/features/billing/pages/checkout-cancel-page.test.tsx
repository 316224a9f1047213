import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CheckoutCancelPage } from './checkout-cancel-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/checkout/cancel', element: <CheckoutCancelPage /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('CheckoutCancelPage', () => {
  it.each(['standard', 'premium'])(
    'returns "Try Again" to the %s checkout it came from',
    (plan) => {
      renderAt(`/checkout/cancel?plan=${plan}`);
      expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
        'href',
        `/checkout?plan=${plan}`,
      );
      expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute(
        'href',
        '/pricing',
      );
    },
  );

  it('sends "Try Again" to the plans when the address names no paid plan', () => {
    renderAt('/checkout/cancel?plan=free');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pricing');
  });
});
