import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useIsAuthenticated } from '@/features/auth/hooks/use-is-authenticated';
import { useSessionKeepAlive } from '@/features/auth/hooks/use-session-keep-alive';
import { AuthRedirectListener } from '../session/auth-redirect-listener';

// Signed-in work (profile, notifications, live events) is not needed for a signed-out first paint.
const SessionEffects = lazy(() =>
  import('../session/session-effects').then((module) => ({ default: module.SessionEffects })),
);

/** Top of every route: scroll restoration (and hash scrolling) and the session's background work. */
export function RootLayout() {
  const isAuthenticated = useIsAuthenticated();
  useSessionKeepAlive();

  return (
    <>
      <ScrollRestoration />
      <AuthRedirectListener />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <SessionEffects />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
