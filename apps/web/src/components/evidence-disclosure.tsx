import type { EvidenceItem } from '@cvforge/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

const KIND_STYLES: Record<EvidenceItem['kind'], { label: string; className: string }> = {
  found: { label: 'Found', className: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' },
  bonus: { label: 'Bonus', className: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' },
  missing: { label: 'Missing', className: 'bg-red-500/10 text-red-700 dark:text-red-300' },
  penalty: { label: 'Penalty', className: 'bg-red-500/10 text-red-700 dark:text-red-300' },
  info: { label: 'Note', className: 'bg-muted text-muted-foreground' },
};

const formatPoints = (points: number) => (points > 0 ? `+${points}` : `${points}`);

/** "Why this score": a keyboard-accessible disclosure listing the evidence behind a score. */
export function EvidenceDisclosure({ items }: { items: readonly EvidenceItem[] | undefined }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  if (!items || items.length === 0) return null;
  return (
    <div className="border-t border-border pt-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Why this score
        <ChevronDown
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul id={listId} hidden={!isOpen} className="mt-2 space-y-1.5">
        {items.map((item, index) => {
          const style = KIND_STYLES[item.kind];
          return (
            <li key={`${item.kind}-${index}`} className="flex items-start gap-2 text-sm">
              <span
                className={cn(
                  'shrink-0 rounded px-1.5 py-0.5 text-xs font-medium',
                  style.className,
                )}
              >
                {style.label}
              </span>
              <span className="min-w-0 flex-1">
                {item.text}
                {item.section && (
                  <span className="text-muted-foreground"> · in {item.section}</span>
                )}
              </span>
              {item.points !== undefined && item.points !== 0 && (
                <span
                  className={cn(
                    'shrink-0 font-medium tabular-nums',
                    item.points > 0
                      ? 'text-emerald-600 dark:text-emerald-400'
                      : 'text-red-600 dark:text-red-400',
                  )}
                >
                  {formatPoints(item.points)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
