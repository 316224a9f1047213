import { useEffect, useReducer } from 'react';
import { TOKEN_EXPIRING_SOON_SECONDS } from '@/config/constants';
import { refreshAccessToken } from '@/lib/api-auth';
import { msUntilExpiry } from '../jwt';
import { useAuthStore } from '../store';

const MAX_TIMER_MS = 2_147_483_647;
const EXPIRING_SOON_MS = TOKEN_EXPIRING_SOON_SECONDS * 1000;
/** A server handing out tokens shorter-lived than the window must not cause a refresh loop. */
const MIN_PROACTIVE_GAP_MS = 30_000;
let lastProactiveRefreshAt = 0;

/**
 * Keeps a session alive on every page: once the access token is expiring soon (300 s left) it
 * is refreshed in the background. An expired token whose refresh fails logs the user out
 * (docs/product.md §P4); a token that is merely expiring soon is left to run out.
 */
export function useSessionKeepAlive(): void {
  const accessToken = useAuthStore((state) => state.accessToken);
  const refreshToken = useAuthStore((state) => state.refreshToken);
  const hasUser = useAuthStore((state) => state.user !== null);
  const [tick, wake] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (!hasUser || !accessToken || !refreshToken) return;
    const left = msUntilExpiry(accessToken);
    if (left === null) return;
    if (left > EXPIRING_SOON_MS) {
      const timer = setTimeout(wake, Math.min(left - EXPIRING_SOON_MS, MAX_TIMER_MS));
      return () => clearTimeout(timer);
    }
    if (left > 0 && Date.now() - lastProactiveRefreshAt < MIN_PROACTIVE_GAP_MS) {
      const timer = setTimeout(wake, Math.min(left, MAX_TIMER_MS));
      return () => clearTimeout(timer);
    }
    lastProactiveRefreshAt = Date.now();
    let isCurrent = true;
    refreshAccessToken().catch(() => {
      const { accessToken: current, logout } = useAuthStore.getState();
      if (!isCurrent || current !== accessToken) return;
      const remaining = msUntilExpiry(accessToken) ?? 0;
      if (remaining <= 0) {
        logout();
        return;
      }
      // Try once more when the token actually expires; logging out then if that fails too.
      setTimeout(wake, Math.min(remaining, MAX_TIMER_MS));
    });
    return () => {
      isCurrent = false;
    };
  }, [hasUser, accessToken, refreshToken, tick]);
}
