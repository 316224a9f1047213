import { clampAtsScore } from '@cvforge/contracts';
import { cn } from '@/lib/cn';
import { scoreTextTone } from '../utils/ats-text';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The overall ATS score as a ring out of 100, coloured by the bands of docs/product.md §C9. */
export function ScoreGauge({ score }: { score: number }) {
  const value = Math.round(clampAtsScore(score));
  return (
    <div
      role="img"
      aria-label={`ATS score ${value} out of 100`}
      className={cn('relative grid size-36 shrink-0 place-items-center', scoreTextTone(value))}
    >
      <svg viewBox="0 0 120 120" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-muted" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          className="transition-[stroke-dashoffset] duration-700"
        />
      </svg>
      <p className="text-center" aria-hidden="true">
        <span className="block text-4xl font-bold tabular-nums">{value}</span>
        <span className="text-xs text-muted-foreground">out of 100</span>
      </p>
    </div>
  );
}
