import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createTestQueryClient } from '@/testing/render';

/** Shows where the app went and the state it carried. */
function Destination() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="location-state">{JSON.stringify(location.state ?? null)}</p>
    </div>
  );
}

interface RenderRouteOptions {
  /** The route pattern the page is mounted at (e.g. paths.app.analytics.path). */
  path: string;
  /** The URL opened. */
  url: string;
  state?: unknown;
  /** A page to open before `url`, so "Go Back" has somewhere to go. */
  from?: string;
}

/** Renders `page` at a route pattern (so useParams works); anywhere else renders Destination. */
export function renderRoute(page: ReactElement, { path, url, state, from }: RenderRouteOptions) {
  const queryClient = createTestQueryClient();
  const entries = [...(from ? [from] : []), { pathname: url, state }];
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Destination /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
