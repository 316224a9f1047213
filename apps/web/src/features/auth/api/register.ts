import { registerResponseSchema, type AuthSession } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '../store';

export interface RegisterInput {
  email: string;
  /** At least 8 characters (the server checks it too). */
  password: string;
  first_name?: string;
  last_name?: string;
}

/** POST /auth/internal/register: creates the account and answers like login. */
export async function register(body: RegisterInput): Promise<AuthSession> {
  const response = await apiRequest('/auth/internal/register', {
    method: 'POST',
    body,
    schema: registerResponseSchema,
    auth: false,
  });
  return response.data;
}

/** Creates the account and stores the new session. */
export function useRegister() {
  const storeLogin = useAuthStore((state) => state.login);
  return useMutation({
    mutationFn: register,
    onSuccess: (session) =>
      storeLogin({
        user: session.user,
        accessToken: session.access_token,
        refreshToken: session.refresh_token,
      }),
  });
}
