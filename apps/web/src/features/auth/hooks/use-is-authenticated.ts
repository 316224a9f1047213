import { useEffect, useReducer } from 'react';
import { msUntilExpiry } from '../jwt';
import { selectIsAuthenticated, useAuthStore } from '../store';

/** setTimeout cannot wait longer than 2^31 - 1 ms. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether the user counts as signed in (a user and an unexpired token). Re-renders when the
 * token expires, so the signed-in UI (and the live connection under it) stops on time.
 */
export function useIsAuthenticated(): boolean {
  const user = useAuthStore((state) => state.user);
  const accessToken = useAuthStore((state) => state.accessToken);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const isAuthenticated = selectIsAuthenticated({ user, accessToken });

  useEffect(() => {
    if (!isAuthenticated || !accessToken) return;
    const left = msUntilExpiry(accessToken);
    if (left === null) return;
    const timer = setTimeout(rerender, Math.min(Math.max(left, 0) + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [isAuthenticated, accessToken]);

  return isAuthenticated;
}
