import { cn } from '@/lib/cn';

interface ScoreRingProps {
  score: number;
  label: string;
  className?: string;
}

/** A circular 0–100 gauge with the score in its centre. */
export function ScoreRing({ score, label, className }: ScoreRingProps) {
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const offset = circumference * (1 - score / 100);

  return (
    <div className={cn('relative grid size-28 place-items-center', className)}>
      <svg viewBox="0 0 100 100" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="9" className="stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={offset}
          className="text-indigo-500 transition-[stroke-dashoffset] duration-700 dark:text-indigo-400"
          stroke="currentColor"
        />
      </svg>
      <p className="text-center">
        <span className="block text-2xl font-semibold tracking-tight tabular-nums">{score}%</span>
        <span className="block text-[0.65rem] font-medium tracking-wide text-muted-foreground uppercase">
          {label}
        </span>
      </p>
    </div>
  );
}
