import { accountMessageResponseSchema, type ChangePasswordBody } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /users/me/password. The server signs out every other session. */
export async function changePassword(body: ChangePasswordBody) {
  return apiRequest('/users/me/password', {
    method: 'POST',
    body,
    schema: accountMessageResponseSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
