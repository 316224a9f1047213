import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { refreshAccessToken } from '@/lib/api-auth';
import { useIsAuthenticated } from '../hooks/use-is-authenticated';
import { selectIsTokenExpired, useAuthStore } from '../store';
import type { RedirectState } from '../utils/redirect-target';

interface RequireAuthProps {
  children: ReactNode;
  /** Shown while an expired access token is being refreshed. */
  fallback?: ReactNode;
}

/**
 * Protected-route guard (docs/product.md §P2): signed-out users go to /auth with where they came
 * from, replacing history. With an expired token the user is logged out first; when a refresh
 * token is at hand, one silent refresh is tried before that.
 */
export function RequireAuth({ children, fallback = null }: RequireAuthProps) {
  const location = useLocation();
  const isAuthenticated = useIsAuthenticated();
  const user = useAuthStore((state) => state.user);
  const accessToken = useAuthStore((state) => state.accessToken);
  const refreshToken = useAuthStore((state) => state.refreshToken);
  const logout = useAuthStore((state) => state.logout);
  const isExpired = user !== null && selectIsTokenExpired({ user, accessToken });

  useEffect(() => {
    if (!isExpired) return;
    if (!refreshToken) {
      logout();
      return;
    }
    refreshAccessToken().catch(() => logout());
  }, [isExpired, refreshToken, logout]);

  if (isAuthenticated) return children;
  if (isExpired) return refreshToken ? fallback : null;
  const state: RedirectState = { from: location };
  return <Navigate to={paths.auth.getHref()} replace state={state} />;
}
