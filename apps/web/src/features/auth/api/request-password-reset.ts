import { accountMessageResponseSchema } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/password-reset/request: answers the same whether or not the e-mail has an account. */
export async function requestPasswordReset(body: { email: string }) {
  return apiRequest('/auth/password-reset/request', {
    method: 'POST',
    body,
    schema: accountMessageResponseSchema,
    auth: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
