import { accountMessageResponseSchema, type PasswordResetConfirmBody } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/password-reset/confirm with the e-mailed token and the new password. */
export async function confirmPasswordReset(body: PasswordResetConfirmBody) {
  return apiRequest('/auth/password-reset/confirm', {
    method: 'POST',
    body,
    schema: accountMessageResponseSchema,
    auth: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
