import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createTestQueryClient } from '@/testing/render';

function LocationProbe() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

/**
 * Renders `element` under its real route pattern (so useParams sees the id), after a previous
 * page so Go Back has somewhere to go; any other path shows where navigation led.
 */
export function renderRoute(
  pattern: string,
  element: ReactElement,
  url: string,
  { state }: { state?: unknown } = {},
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: ['/app', { pathname: url, state }], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export const currentLocation = () => screen.findByTestId('location');
