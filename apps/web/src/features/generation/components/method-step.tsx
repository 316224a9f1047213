import { FROM_SCRATCH_METHOD } from '@cvforge/contracts';
import { cn } from '@/lib/cn';
import { useWizardStore } from '../store';
import { BaselineStep } from './baseline-step';

export const JOB_SPECIFIC_METHOD = 'job-specific';

const METHODS = [
  {
    value: JOB_SPECIFIC_METHOD,
    label: 'Tailor to a job',
    description: 'Start from your CVs and match them to a job description.',
  },
  {
    value: FROM_SCRATCH_METHOD,
    label: 'From scratch',
    description: 'Only your contact details are kept; example content fills the rest.',
  },
] as const;

/** The five-step reading's step 1: the method; tailoring also picks the baseline CV. */
export function MethodStep() {
  const method = useWizardStore((state) => state.data.method);
  const { setMethod, setSourceOption } = useWizardStore.getState();

  function choose(value: string) {
    setMethod(value);
    if (value === FROM_SCRATCH_METHOD) setSourceOption('contact_only');
  }

  return (
    <div className="space-y-5">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-medium">How would you like to create the CV?</legend>
        {METHODS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-xl border border-border bg-card p-4',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              method === option.value && 'border-accent bg-accent/5',
            )}
          >
            <input
              type="radio"
              name="method"
              value={option.value}
              checked={method === option.value}
              onChange={() => choose(option.value)}
              className="mt-1 accent-[var(--color-accent)]"
            />
            <span className="font-medium">{option.label}</span>
            <span className="col-start-2 text-sm text-muted-foreground">{option.description}</span>
          </label>
        ))}
      </fieldset>
      {method === JOB_SPECIFIC_METHOD && <BaselineStep error={null} />}
    </div>
  );
}
