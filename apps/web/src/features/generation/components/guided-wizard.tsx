import { WIZARD_STEPS_FIVE } from '@cvforge/contracts';
import { CheckCircle2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { useStepFocus } from '../hooks/use-step-focus';
import { useWizardStep } from '../hooks/use-wizard-step';
import { useWizardStore } from '../store';
import { canLeaveGuidedStep } from '../utils/wizard-steps';
import { DetailsStep } from './details-step';
import { GenerateStep } from './generate-step';
import type { WizardProps } from './generation-wizard';
import { MethodStep } from './method-step';
import { WizardFooter } from './wizard-footer';
import { WizardProgress } from './wizard-progress';

const FORM_ID = 'guided-details';
const canLeave = (step: number) => canLeaveGuidedStep(step, useWizardStore.getState());

/**
 * Reading B: method, job description, customization, result, final — the same step parts
 * re-arranged, with the five-step gating (docs/product.md §C2).
 */
export function GuidedWizard({
  templates,
  advancedTemplateLimit,
  permission,
  onStarted,
}: WizardProps) {
  const navigate = useNavigate();
  const { step, goTo } = useWizardStep(WIZARD_STEPS_FIVE.length);
  const resultCvId = useWizardStore((state) => state.resultCvId);
  const method = useWizardStore((state) => state.data.method);
  const isGenerating = useWizardStore((state) => state.generation.isGenerating);
  const { setResult, reset } = useWizardStore.getState();
  const next = () => {
    if (canLeave(step)) goTo(step + 1);
  };
  const finish = () => {
    reset();
    void navigate(paths.app.dashboard.getHref());
  };
  const details = { templates, advancedTemplateLimit, formId: FORM_ID, onNext: next };
  const isLast = step === WIZARD_STEPS_FIVE.length - 1;
  const heading = useStepFocus<HTMLHeadingElement>(step);

  return (
    <div className="space-y-6">
      <WizardProgress steps={WIZARD_STEPS_FIVE} current={step} />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold capitalize outline-none">
        {WIZARD_STEPS_FIVE[step]}
      </h2>
      {step === 0 && <MethodStep />}
      {step === 1 && <DetailsStep {...details} parts="job" gate={() => canLeave(1)} />}
      {step === 2 && <DetailsStep {...details} parts="customize" gate={() => true} />}
      {step === 3 &&
        (resultCvId ? (
          <Alert tone="success" title="Generation started">
            Your CV is being generated. Continue to finish.
          </Alert>
        ) : (
          <GenerateStep
            permission={permission}
            onStarted={(result, body) => {
              onStarted(result, body);
              setResult(result.cv_id);
            }}
          />
        ))}
      {step === 4 && resultCvId && (
        <div className="space-y-3 rounded-xl border border-border bg-card p-5 text-center">
          <CheckCircle2 className="mx-auto size-8 text-success" aria-hidden="true" />
          <p className="font-medium">We'll notify you when it's ready.</p>
          <Link
            to={paths.app.cvPreview.getHref(resultCvId)}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            Open the CV
          </Link>
        </div>
      )}
      <WizardFooter
        onBack={() => (step === 0 ? void navigate(paths.app.dashboard.getHref()) : goTo(step - 1))}
        isBackDisabled={isGenerating}
        formId={step === 1 || step === 2 ? FORM_ID : undefined}
        onNext={isLast ? finish : next}
        nextLabel={isLast ? 'Go to Dashboard' : 'Next'}
        isNextDisabled={(step === 0 && !method) || (step === 3 && !resultCvId)}
      />
    </div>
  );
}
