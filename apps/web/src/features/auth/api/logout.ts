import { apiRequest } from '@/lib/api-client';

/**
 * POST /auth/logout: revokes the refresh token's session on the server. Best effort: signing
 * out locally must never wait on, or fail because of, the network.
 */
export async function logoutOnServer(refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  try {
    await apiRequest('/auth/logout', {
      method: 'POST',
      body: { refresh_token: refreshToken },
      auth: false,
      timeoutMs: 5_000,
    });
  } catch {
    // The local session ends anyway; the server's token expires on its own.
  }
}
