import { cn } from '@/lib/cn';
import { barTone } from '../utils/ats-text';

/** A 0-100 bar coloured by the score bands, announced as a meter. */
export function Meter({
  label,
  value,
  className,
}: {
  label: string;
  value: number;
  className?: string;
}) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full', barTone(percent))}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
