import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders wherever a test navigates to, so it can assert the resulting URL. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `ui` at `route` (with optional history state) inside a memory router and a fresh query client. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', state }: { route?: string; state?: unknown } = {},
) {
  const queryClient = createTestQueryClient();
  const { pathname, search, hash } = new URL(route, 'http://cvforge.test');
  const router = createMemoryRouter(
    [
      { path: pathname, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [{ pathname, search, hash, state }] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
