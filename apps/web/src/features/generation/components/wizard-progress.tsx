import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

interface WizardProgressProps {
  steps: readonly string[];
  current: number;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The wizard's progress indicator: numbered steps, the current one marked for screen readers. */
export function WizardProgress({ steps, current }: WizardProgressProps) {
  return (
    <nav aria-label="Progress">
      <p className="sr-only">{`Step ${current + 1} of ${steps.length}`}</p>
      <ol className="flex items-center gap-2">
        {steps.map((step, index) => {
          const isDone = index < current;
          const isCurrent = index === current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex items-center gap-2 not-last:flex-1"
            >
              <span
                className={cn(
                  'grid size-7 shrink-0 place-items-center rounded-full border text-xs font-semibold',
                  isDone && 'border-accent bg-accent text-white',
                  isCurrent && 'border-accent text-accent',
                  !isDone && !isCurrent && 'border-border text-muted-foreground',
                )}
              >
                {isDone ? <Check className="size-3.5" aria-hidden="true" /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-sm whitespace-nowrap',
                  isCurrent ? 'font-semibold' : 'hidden text-muted-foreground sm:inline',
                )}
              >
                {capitalise(step)}
              </span>
              {index < steps.length - 1 && (
                <span aria-hidden="true" className="h-px min-w-4 flex-1 bg-border" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
