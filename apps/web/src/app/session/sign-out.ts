import { logoutOnServer } from '@/features/auth/api/logout';
import { useAuthStore } from '@/features/auth/store';

/**
 * The user menu's Logout: the local session ends at once (auth, storage, notifications and the
 * query cache, see configure-session.ts), then the server revokes the refresh token.
 */
export async function signOut(): Promise<void> {
  const { refreshToken, logout } = useAuthStore.getState();
  logout();
  await logoutOnServer(refreshToken);
}
