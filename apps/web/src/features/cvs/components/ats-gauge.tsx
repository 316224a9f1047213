import { clampAtsScore } from '@cvforge/contracts';
import { cn } from '@/lib/cn';

/** Score colours of docs/product.md §C9: at least 80 green, at least 60 amber, else red. */
function toneOf(score: number): string {
  if (score >= 80) return 'text-emerald-500';
  if (score >= 60) return 'text-amber-500';
  return 'text-red-500';
}

/** The small ATS gauge of an uploaded, processed CV card. */
export function AtsGauge({ score }: { score: number }) {
  const value = Math.round(clampAtsScore(score));
  const radius = 15;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="img"
      aria-label={`ATS score ${value} out of 100`}
      title={`ATS score ${value}/100`}
      className="relative grid size-10 shrink-0 place-items-center"
    >
      <svg viewBox="0 0 36 36" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="18" cy="18" r={radius} fill="none" strokeWidth="3.5" className="stroke-muted" />
        <circle
          cx="18"
          cy="18"
          r={radius}
          fill="none"
          strokeWidth="3.5"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - value / 100)}
          className={cn(toneOf(value))}
        />
      </svg>
      <span className="text-[0.7rem] font-semibold tabular-nums" aria-hidden="true">
        {value}
      </span>
    </div>
  );
}
