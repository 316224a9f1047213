import { ANALYTICS_PROCESSING_STEPS } from '@cvforge/contracts';
import { Check, Circle, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The six steps; those before `current` are done (all of them when `current` is past the end). */
export function ProcessingSteps({ current }: { current: number }) {
  return (
    <ol className="space-y-2" aria-label="Analysis steps">
      {ANALYTICS_PROCESSING_STEPS.map((step, index) => {
        const isDone = index < current;
        const isCurrent = index === current;
        const Icon = isDone ? Check : isCurrent ? LoaderCircle : Circle;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors',
              isCurrent && 'bg-primary/10 font-medium text-foreground',
              !isDone && !isCurrent && 'text-muted-foreground',
            )}
          >
            <span
              className={cn(
                'grid size-6 shrink-0 place-items-center rounded-full',
                isDone ? 'bg-success text-white' : 'bg-muted',
              )}
            >
              <Icon
                className={cn('size-3.5', isCurrent && 'animate-spin text-accent')}
                aria-hidden="true"
              />
            </span>
            {step}
            {isDone && <span className="sr-only">(done)</span>}
          </li>
        );
      })}
    </ol>
  );
}
