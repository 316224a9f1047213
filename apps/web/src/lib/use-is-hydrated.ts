import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered (apps/web/scripts/prerender.mjs) and while React hydrates
 * that HTML, true from the first render after. What the build cannot know — today's date, the
 * visitor's stored preferences — renders only once it is true, so hydration finds the markup it
 * expects. A page rendered in the browser from the start sees true at once.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
