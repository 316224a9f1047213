import { PLATFORM_MESSAGES, refreshResponseSchema } from '@cvforge/contracts';
import { AUTH_STORAGE_KEY } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '../store';

/**
 * POST /auth/refresh: trades the refresh token for new tokens and stores them. Rejects with
 * 'No refresh token available', 'Token refresh failed' or 'No data received from server'
 * (docs/product.md §P8). Callers go through lib/api-auth's single-flight refreshAccessToken().
 */
export async function refreshSession(): Promise<void> {
  const startingToken = useAuthStore.getState().refreshToken;
  if (!startingToken) throw new Error(PLATFORM_MESSAGES.noRefreshToken);
  // Refresh tokens rotate and reusing a rotated one ends the session: tabs take turns.
  await withTabLock(async () => {
    const stored = readStoredTokens();
    if (stored?.refreshToken && stored.refreshToken !== startingToken && stored.accessToken) {
      useAuthStore.getState().setTokens(stored.accessToken, stored.refreshToken);
      return;
    }
    let raw: unknown;
    try {
      raw = await apiRequest('/auth/refresh', {
        method: 'POST',
        body: { refresh_token: startingToken },
        auth: false,
      });
    } catch {
      throw new Error(PLATFORM_MESSAGES.tokenRefreshFailed);
    }
    const parsed = refreshResponseSchema.safeParse(raw);
    if (!parsed.success) throw new Error(PLATFORM_MESSAGES.noDataFromServer);
    const { access_token, refresh_token } = parsed.data.data;
    useAuthStore.getState().setTokens(access_token, refresh_token);
  });
}

function withTabLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('cvforge-token-refresh', task) : task();
}

/** The tokens another tab may have just written (the storage event can arrive later). */
interface StoredTokens {
  accessToken?: string | null;
  refreshToken?: string | null;
}

function readStoredTokens(): StoredTokens | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    return raw ? ((JSON.parse(raw) as { state?: StoredTokens }).state ?? null) : null;
  } catch {
    return null;
  }
}
