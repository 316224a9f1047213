import { useSearchParams } from 'react-router';
import { useWizardStore } from '../store';

export const STEP_PARAM = 'step';

/**
 * The wizard's step lives in the address as ?step=N (1-based), one history entry per step, so the
 * browser's Back and Forward move between steps and a reload stays on the step
 * (docs/decisions/027-drafts-and-leave-prompts.md). A step not yet reached with Next (an address
 * typed or kept from an earlier visit) shows the furthest step reached instead; the address is
 * left as it is (correcting it from an effect raced the navigation away after a generation).
 */
export function useWizardStep(stepCount: number) {
  const [params, setParams] = useSearchParams();
  const reached = useWizardStore((state) => state.reached);
  const asked = Number(params.get(STEP_PARAM) ?? '1') - 1;
  const step = Number.isInteger(asked) ? Math.max(0, Math.min(asked, reached, stepCount - 1)) : 0;

  /** Shows `target` as a new history entry; moving forward marks it reached. */
  function goTo(target: number) {
    const store = useWizardStore.getState();
    // Going back lowers the mark too: the steps after it are checked again on the way forward.
    store.setReached(target);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(STEP_PARAM, String(target + 1));
      return next;
    });
  }

  return { step, goTo };
}
