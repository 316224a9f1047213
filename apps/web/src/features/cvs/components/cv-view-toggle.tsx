import { LayoutGrid, List } from 'lucide-react';
import { cn } from '@/lib/cn';

export type CvView = 'grid' | 'list';

const OPTIONS = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
] as const;

/** Cards with previews, or a compact list with section tags. */
export function CvViewToggle({
  value,
  onChange,
}: {
  value: CvView;
  onChange: (view: CvView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="View"
      className="flex shrink-0 rounded-lg border border-border p-0.5"
    >
      {OPTIONS.map(({ value: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'grid size-8 place-items-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
            value === option && 'bg-muted text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
