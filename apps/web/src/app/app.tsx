import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

interface AppProps {
  /** The browser router by default; the prerender gives a memory router at the page's address. */
  router?: DataRouter;
  /** A query cache that already holds data (the plans a prerendered page carries). */
  queryClient?: QueryClient;
}

export function App({ router: givenRouter, queryClient }: AppProps) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  // <html data-app-ready>: the page answers input from here on. A prerendered page shows its
  // controls before; the end-to-end journeys wait for this before they use them.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);

  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
