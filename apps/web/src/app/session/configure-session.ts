import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_STORAGE_KEY, WIZARD_STORAGE_KEY } from '@/config/constants';
import { useAuthStore } from '@/features/auth/store';
import { configureApiClient } from '@/lib/api-auth';
import { requestAuthRedirect } from './auth-redirect';

/**
 * Wires the signed-in session into the API client: bearer token, refresh, and what happens
 * when the session cannot be saved. Called once at start-up, before anything renders.
 * WARNING: first-load code. Feature modules that import contracts are loaded on demand here.
 */
export function configureApiSession(): void {
  configureApiClient({
    getAccessToken: () => useAuthStore.getState().accessToken,
    refresh: () =>
      import('@/features/auth/api/refresh-session').then((module) => module.refreshSession()),
    onAuthFailure: () => {
      if (useAuthStore.getState().accessToken !== null) useAuthStore.getState().logout();
      requestAuthRedirect();
    },
  });
}

/**
 * Makes every logout complete: whichever path logs out (menu, guard, failed refresh, another
 * tab), the server-state cache, all notifications and the generation wizard's inputs go too
 * (docs/product.md §P4).
 */
export function clearOnLogout(queryClient: QueryClient): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (previous.accessToken === null || state.accessToken !== null) return;
    queryClient.clear();
    clearNotifications();
    clearWizard();
  });
}

function clearWizard() {
  try {
    window.sessionStorage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  void import('@/features/generation/store').then(({ useWizardStore }) =>
    useWizardStore.getState().reset(),
  );
}

function clearNotifications() {
  try {
    window.localStorage.removeItem(NOTIFICATIONS_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  void import('@/features/notifications/store').then(({ useNotificationStore }) =>
    useNotificationStore.getState().reset(),
  );
}
