import { WIZARD_TEXT } from '@cvforge/contracts';
import { useSearchParams } from 'react-router';
import { GenerationWizard, type WizardProps } from '../components/generation-wizard';
import { GuidedWizard } from '../components/guided-wizard';
import { useWizardStore } from '../store';

export const GUIDED_FLOW = 'guided';

/**
 * The generation wizard ("Create New CV"): the three-step flow, or with ?flow=guided the
 * five-step one. Both share the wizard's state; switching starts again at the first step.
 */
export function GenerationPage(props: WizardProps) {
  const [params, setParams] = useSearchParams();
  const isGuided = params.get('flow') === GUIDED_FLOW;
  const isGenerating = useWizardStore((state) => state.generation.isGenerating);

  function switchFlow() {
    useWizardStore.getState().setReached(0);
    setParams(isGuided ? {} : { flow: GUIDED_FLOW });
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 py-8 sm:py-10">
      <title>{`${WIZARD_TEXT.title} · cvforge`}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{WIZARD_TEXT.title}</h1>
          <p className="mt-1 text-muted-foreground">Tailor a CV to the job you want.</p>
        </div>
        <button
          type="button"
          onClick={switchFlow}
          disabled={isGenerating}
          className="text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
        >
          {isGuided ? 'Use the three-step flow' : 'Use the guided five-step flow'}
        </button>
      </header>
      {isGuided ? <GuidedWizard {...props} /> : <GenerationWizard {...props} />}
    </div>
  );
}
