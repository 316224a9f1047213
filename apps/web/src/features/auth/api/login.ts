import { loginResponseSchema, type AuthSession } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '../store';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /auth/internal/login. A wrong e-mail or password is a plain 401 answer, not a session end. */
export async function login(body: LoginInput): Promise<AuthSession> {
  const response = await apiRequest('/auth/internal/login', {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    auth: false,
  });
  return response.data;
}

/** Signs in and stores the session. */
export function useLogin() {
  const storeLogin = useAuthStore((state) => state.login);
  return useMutation({
    mutationFn: login,
    onSuccess: (session) =>
      storeLogin({
        user: session.user,
        accessToken: session.access_token,
        refreshToken: session.refresh_token,
      }),
  });
}
