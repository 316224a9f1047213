import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Asks before leaving a page with unsaved changes (docs/decisions/027-drafts-and-leave-prompts.md):
 * in-app navigation and the browser's Back and Forward go through react-router's blocker (shown by
 * components/leave-prompt.tsx); closing or reloading the tab through `beforeunload`, where the
 * browser asks in its own words. `release()` lets one navigation through, e.g. after a save.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean) {
  const shouldBlock = useRef(hasUnsavedChanges);
  useEffect(() => {
    shouldBlock.current = hasUnsavedChanges;
  }, [hasUnsavedChanges]);

  const blockerFunction = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      shouldBlock.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(blockerFunction);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers read returnValue instead of preventDefault.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges]);

  const release = useCallback(() => {
    shouldBlock.current = false;
  }, []);

  return { blocker, release };
}
