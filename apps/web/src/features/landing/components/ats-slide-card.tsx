import type { AtsSlide } from '../content/ats-slides';
import { ScoreRing } from '@/components/ui/score-ring';

/** One example ATS report inside the carousel. */
export function AtsSlideCard({ slide }: { slide: AtsSlide }) {
  return (
    <div className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:p-8">
      <ScoreRing
        value={slide.score}
        size="md"
        toneClassName="text-indigo-500 dark:text-indigo-400"
        suffix="%"
        caption="ATS score"
        className="mx-auto sm:mx-0"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Example report
        </p>
        <h3 className="mt-1 text-lg font-semibold tracking-tight">{slide.role}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{slide.summary}</p>
        <ul className="mt-5 space-y-3">
          {slide.checks.map((check) => (
            <li key={check.label}>
              <div className="flex justify-between text-xs">
                <span className="text-muted-foreground">{check.label}</span>
                <span className="font-medium tabular-nums">{check.value}%</span>
              </div>
              <div className="mt-1.5 h-1.5 rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-1.5 rounded-full bg-gradient-to-r from-indigo-500 to-violet-500"
                  style={{ width: `${check.value}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
