import { cn } from '@/lib/cn';

interface ApplySwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The id of the element naming what is applied (the card's title). */
  labelledBy: string;
}

/** A switch (role=switch, Space/Enter toggle it) reading "Apply" or "Applied". */
export function ApplySwitch({ checked, onCheckedChange, labelledBy }: ApplySwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'group inline-flex shrink-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        checked
          ? 'bg-emerald-600 text-white hover:bg-emerald-700'
          : 'bg-muted text-foreground hover:bg-muted/70',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-5 w-9 rounded-full transition-colors',
          checked ? 'bg-white/30' : 'bg-border',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-4',
          )}
        />
      </span>
      <span aria-hidden="true">{checked ? 'Applied' : 'Apply'}</span>
    </button>
  );
}
