import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useThemeSync } from '@/features/theme/use-theme-sync';
import { createQueryClient } from '@/lib/query-client';
import { LazyToaster } from './lazy-toaster';
import { clearOnLogout, configureApiSession } from './session/configure-session';

configureApiSession();

/** App-wide context: server-state cache, the session's API wiring, theme and toasts. */
export function AppProviders({
  children,
  queryClient: givenQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  useThemeSync();
  // A layout effect: subscribed before any child's passive effect can log out.
  useLayoutEffect(() => clearOnLogout(queryClient), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
