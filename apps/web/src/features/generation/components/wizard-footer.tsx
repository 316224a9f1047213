import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface WizardFooterProps {
  onBack: () => void;
  isBackDisabled: boolean;
  /** Next submits this form when given (the details steps), else calls onNext. */
  formId?: string;
  onNext?: () => void;
  nextLabel?: string;
  /** The last step has its own button (Start CV Generation). */
  hideNext?: boolean;
  isNextDisabled?: boolean;
}

export function WizardFooter({
  onBack,
  isBackDisabled,
  formId,
  onNext,
  nextLabel = 'Next',
  hideNext,
  isNextDisabled,
}: WizardFooterProps) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-border pt-5">
      <Button variant="secondary" onClick={onBack} disabled={isBackDisabled}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Button>
      {!hideNext && (
        <Button
          // A new button per kind: the node the click landed on must not turn into the next
          // step's submit button while the click is handled (that submitted the untouched form).
          key={formId ?? 'next'}
          type={formId ? 'submit' : 'button'}
          form={formId}
          onClick={formId ? undefined : onNext}
          disabled={isNextDisabled}
        >
          {nextLabel}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
