import { WIZARD_STEPS, type Template } from '@cvforge/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCvPickerList } from '../api/get-cv-picker-list';
import { useStepFocus } from '../hooks/use-step-focus';
import { useWizardStep } from '../hooks/use-wizard-step';
import { useWizardStore } from '../store';
import { baselineStepError } from '../utils/wizard-steps';
import { BaselineStep } from './baseline-step';
import { DetailsStep } from './details-step';
import { GenerateStep, type GenerateStepProps } from './generate-step';
import { WizardFooter } from './wizard-footer';
import { WizardProgress } from './wizard-progress';

export interface WizardProps {
  templates: readonly Template[];
  advancedTemplateLimit: number;
  permission: GenerateStepProps['permission'];
  onStarted: GenerateStepProps['onStarted'];
}

const DETAILS_FORM_ID = 'wizard-details';

/** Reading A (primary): Baseline CV, Details, Generate (docs/product.md §C2, §C4). */
export function GenerationWizard({
  templates,
  advancedTemplateLimit,
  permission,
  onStarted,
}: WizardProps) {
  const navigate = useNavigate();
  const { step, goTo } = useWizardStep(WIZARD_STEPS.length);
  const isGenerating = useWizardStore((state) => state.generation.isGenerating);
  const { reset } = useWizardStore.getState();
  const picker = useCvPickerList();
  const [baselineError, setBaselineError] = useState<string | null>(null);
  const heading = useStepFocus<HTMLHeadingElement>(step);

  function handleBack() {
    if (step === 0) void navigate(paths.app.dashboard.getHref());
    else goTo(step - 1);
  }

  function leaveBaseline() {
    const error = baselineStepError(useWizardStore.getState().data, picker.data);
    setBaselineError(error);
    if (!error) goTo(1);
  }

  return (
    <div className="space-y-6">
      <WizardProgress steps={WIZARD_STEPS} current={step} />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {WIZARD_STEPS[step]}
      </h2>
      {step === 0 && <BaselineStep error={baselineError} />}
      {step === 1 && (
        <DetailsStep
          formId={DETAILS_FORM_ID}
          parts="all"
          templates={templates}
          advancedTemplateLimit={advancedTemplateLimit}
          onNext={() => goTo(2)}
        />
      )}
      {step === 2 && (
        <GenerateStep
          permission={permission}
          onStarted={(result, body) => {
            onStarted(result, body);
            reset();
            void navigate(paths.app.dashboard.getHref());
          }}
        />
      )}
      <WizardFooter
        onBack={handleBack}
        isBackDisabled={isGenerating}
        formId={step === 1 ? DETAILS_FORM_ID : undefined}
        onNext={leaveBaseline}
        hideNext={step === 2}
      />
    </div>
  );
}
