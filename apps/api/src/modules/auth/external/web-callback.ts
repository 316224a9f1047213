import {
  type AuthSession,
  encodeCallbackUser,
  type ExternalAuthProvider,
} from '@cvforge/contracts';

/** The web app's sign-in return screen (docs/product.md §P2 "Sign-in callback screen"). */
const WEB_CALLBACK_PATH = '/auth/callback';

function callbackUrl(publicUrl: string, params: Record<string, string>) {
  return `${publicUrl}${WEB_CALLBACK_PATH}?${new URLSearchParams(params).toString()}`;
}

/**
 * Hands the session to the web app in the query, as the spec's return screen reads it. The
 * screen should drop the query from history at once; helmet's Referrer-Policy: no-referrer
 * keeps the tokens out of Referer headers.
 */
export function signedInRedirect(
  publicUrl: string,
  provider: ExternalAuthProvider,
  session: AuthSession,
) {
  return callbackUrl(publicUrl, {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    user: encodeCallbackUser(session.user),
    provider,
  });
}

export function failedRedirect(publicUrl: string, error: string, message: string) {
  return callbackUrl(publicUrl, { error, message });
}
