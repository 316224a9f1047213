import type { EvidenceItem } from '@cvforge/contracts';
import {
  ChevronDown,
  CircleCheck,
  CircleMinus,
  CirclePlus,
  CircleX,
  Info,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

const KINDS: Record<EvidenceItem['kind'], { label: string; icon: LucideIcon; className: string }> =
  {
    found: {
      label: 'Found',
      icon: CircleCheck,
      className: 'text-emerald-600 dark:text-emerald-400',
    },
    missing: { label: 'Missing', icon: CircleX, className: 'text-red-600 dark:text-red-400' },
    penalty: { label: 'Penalty', icon: CircleMinus, className: 'text-red-600 dark:text-red-400' },
    bonus: {
      label: 'Bonus',
      icon: CirclePlus,
      className: 'text-emerald-600 dark:text-emerald-400',
    },
    info: { label: 'Note', icon: Info, className: 'text-muted-foreground' },
  };

const formatPoints = (points: number) => `${points > 0 ? '+' : ''}${points} pts`;

/** "Why this score": the evidence behind one score, folded away until asked for. */
export function EvidenceDisclosure({ items }: { items: readonly EvidenceItem[] | undefined }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  if (!items?.length) return null;

  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex items-center gap-1 rounded text-xs font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        Why this score
        <ChevronDown
          className={cn('size-3.5 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul id={listId} hidden={!isOpen} className="mt-2 space-y-1.5 text-sm">
        {items.map((item, index) => {
          const { label, icon: Icon, className } = KINDS[item.kind];
          return (
            <li key={index} className="flex items-start gap-2">
              <Icon className={cn('mt-0.5 size-4 shrink-0', className)} aria-hidden="true" />
              <span className="sr-only">{label}:</span>
              <span className="min-w-0 flex-1">
                {item.text}
                {item.section && (
                  <span className="text-muted-foreground"> · in {item.section}</span>
                )}
              </span>
              {item.points !== undefined && (
                <span className={cn('shrink-0 text-xs font-medium tabular-nums', className)}>
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
