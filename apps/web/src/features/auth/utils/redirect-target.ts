import type { Location } from 'react-router';
import { paths } from '@/config/paths';

/** What the guard hands /auth: the location the user was sent away from. */
export interface RedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/**
 * Where to go after signing in: the originally requested path (router state from the guard, or
 * ?redirectTo=), else /app. Only in-app paths count, so a crafted link cannot send users away.
 */
export function redirectTarget(state: unknown, search: string): string {
  const from = (state as RedirectState | null)?.from;
  const fromState = from ? `${from.pathname}${from.search}${from.hash}` : null;
  const fromQuery = new URLSearchParams(search).get('redirectTo');
  const target = fromState ?? fromQuery;
  if (target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/auth')) {
    return target;
  }
  return paths.app.dashboard.getHref();
}
