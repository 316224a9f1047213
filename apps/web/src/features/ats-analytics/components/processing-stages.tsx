import { ATS_PROCESSING_STAGES } from '@cvforge/contracts';
import { Check, Circle, Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ProcessingStatus } from '../hooks/use-ats-processing';

const label = (stage: string) => stage.charAt(0).toUpperCase() + stage.slice(1);

type Mark = 'done' | 'current' | 'pending';

function markOf(index: number, stage: number, status: ProcessingStatus): Mark {
  if (status === 'complete' || index < stage) return 'done';
  if (index === stage) return 'current';
  return 'pending';
}

const MARK_TEXT: Record<Mark, string> = {
  done: 'done',
  current: 'in progress',
  pending: 'pending',
};

/** The six stages of docs/product.md §C2 with done and current marks. */
export function ProcessingStages({ stage, status }: { stage: number; status: ProcessingStatus }) {
  return (
    <ol aria-label="Analysis stages" className="space-y-2">
      {ATS_PROCESSING_STAGES.map((name, index) => {
        const mark = markOf(index, stage, status);
        return (
          <li
            key={name}
            aria-current={mark === 'current' ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm',
              mark === 'current' && 'bg-muted font-medium',
              mark === 'pending' && 'text-muted-foreground',
            )}
          >
            {mark === 'done' && <Check className="size-4 text-emerald-600" aria-hidden="true" />}
            {mark === 'current' && (
              <Loader2
                className={cn('size-4 text-accent', status === 'running' && 'animate-spin')}
                aria-hidden="true"
              />
            )}
            {mark === 'pending' && <Circle className="size-4" aria-hidden="true" />}
            <span>{label(name)}</span>
            <span className="sr-only">({MARK_TEXT[mark]})</span>
          </li>
        );
      })}
    </ol>
  );
}
