import { useEffect, useRef } from 'react';

/**
 * When the step changes (not on the first render), the page scrolls to the top and focus
 * moves to the new step's heading, so keyboard and screen-reader users start at its beginning.
 */
export function useStepFocus<T extends HTMLElement>(step: number) {
  const heading = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    window.scrollTo?.({ top: 0 });
    heading.current?.focus();
  }, [step]);
  return heading;
}
