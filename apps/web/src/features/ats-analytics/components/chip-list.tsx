import { cn } from '@/lib/cn';

type ChipTone = 'found' | 'missing' | 'neutral';

const TONES: Record<ChipTone, string> = {
  found: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-800 dark:text-emerald-200',
  missing: 'border-red-500/30 bg-red-500/10 text-red-800 dark:text-red-200',
  neutral: 'border-border bg-muted text-foreground',
};

interface ChipListProps {
  label: string;
  items: string[];
  tone?: ChipTone;
  emptyText?: string;
}

/** A labelled group of keyword or skill chips. */
export function ChipList({ label, items, tone = 'neutral', emptyText = 'None' }: ChipListProps) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li
              key={item}
              className={cn('rounded-full border px-2.5 py-0.5 text-xs font-medium', TONES[tone])}
            >
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
