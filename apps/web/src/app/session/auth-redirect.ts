/**
 * When the API client ends the session (refresh failed, 403), the user goes to /auth. The
 * client runs outside React, so it raises this signal and a listener inside the router
 * (AuthRedirectListener) navigates.
 */
type Listener = () => void;

let listener: Listener | null = null;

export function onAuthRedirect(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function requestAuthRedirect(): void {
  listener?.();
}
