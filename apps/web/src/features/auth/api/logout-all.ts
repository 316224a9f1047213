import { okResponseSchema } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/logout-all: ends every session of the user, this one included. */
export async function logoutAll() {
  return apiRequest('/auth/logout-all', { method: 'POST', schema: okResponseSchema });
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
