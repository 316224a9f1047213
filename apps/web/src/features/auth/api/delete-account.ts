import { accountMessageResponseSchema, type DeleteAccountBody } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * DELETE /users/me. Accounts with a password confirm with it; accounts that only sign in
 * through a provider confirm with their e-mail.
 */
export async function deleteAccount(body: DeleteAccountBody) {
  return apiRequest('/users/me', {
    method: 'DELETE',
    body,
    schema: accountMessageResponseSchema,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
