import type { AuthErrorCode } from '@cvforge/contracts';

const DEFAULT_MESSAGES: Record<AuthErrorCode, string> = {
  oauth_failed: 'We could not complete sign-in. Please try again.',
  invalid_callback: 'The sign-in response was incomplete. Please try again.',
};

/**
 * The text for /auth?error=…&message=… (docs/product.md §P8): the server's message when it sent
 * one, else our words for oauth_failed and invalid_callback, else the provider's code as given.
 */
export function authErrorMessage(error: string, message: string | null): string {
  if (message?.trim()) return message.trim();
  if (error in DEFAULT_MESSAGES) return DEFAULT_MESSAGES[error as AuthErrorCode];
  return `Sign-in failed (${error}). Please try again.`;
}
