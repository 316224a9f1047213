/**
 * The seam between the API client (lib) and the signed-in session (features/auth, composed in
 * app/providers). lib must not import features, so the session registers itself here.
 * WARNING: keep this file free of runtime imports from '@cvforge/contracts': app/providers loads
 * it on first paint, and contracts would pull zod into the landing bundle.
 */
export interface ApiAuthConfig {
  /** The current access token, sent as `Authorization: Bearer …`. */
  getAccessToken: () => string | null;
  /** Trades the refresh token for new tokens; rejects with the reason when it cannot. */
  refresh: () => Promise<void>;
  /** The session is over (refresh failed, or 403): log out and go to /auth. */
  onAuthFailure: (reason: AuthFailureReason) => void;
}

export type AuthFailureReason = 'refresh_failed' | 'unauthorized' | 'forbidden';

let config: ApiAuthConfig = {
  getAccessToken: () => null,
  refresh: () => Promise.reject(new Error('No refresh token available')),
  onAuthFailure: () => {},
};

let inFlight: Promise<void> | null = null;

export function configureApiClient(next: ApiAuthConfig): void {
  config = next;
  inFlight = null;
}

export function getAccessToken(): string | null {
  return config.getAccessToken();
}

/**
 * Single-flight refresh (docs/product.md §P4): while one refresh runs, every caller waits for that
 * same attempt instead of starting another, then retries with the new token.
 */
export function refreshAccessToken(): Promise<void> {
  inFlight ??= config.refresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Resolves once a running refresh has settled (either way); at once when none runs. */
export function waitForRefresh(): Promise<void> {
  return inFlight ? inFlight.catch(() => undefined) : Promise.resolve();
}

export function reportAuthFailure(reason: AuthFailureReason): void {
  config.onAuthFailure(reason);
}
