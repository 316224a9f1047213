import type { CareerAnalyticsReport } from '@cvforge/contracts';
import { TrendingUp } from 'lucide-react';

const IMPACTS = [
  { key: 'impactOnJobMatchScoreAfterAchievingPlan', label: 'Job match score' },
  { key: 'impactOnInterviewSuccessAfterAchievingPlan', label: 'Interview success' },
  { key: 'impactOnMarketValueAfterAchievingPlan', label: 'Market value' },
] as const satisfies ReadonlyArray<{ key: keyof CareerAnalyticsReport; label: string }>;

type ImpactKey = (typeof IMPACTS)[number]['key'];

/** The expected gains once the plan is done, as "+N%" bars (a gain may pass 100 %). */
export function ImpactCard({ impact }: { impact: Pick<CareerAnalyticsReport, ImpactKey> }) {
  return (
    <section
      aria-labelledby="impact-heading"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <TrendingUp className="size-5 text-success" aria-hidden="true" />
        <h2 id="impact-heading" className="text-lg font-semibold">
          Impact after the plan
        </h2>
      </div>
      <ul className="mt-4 space-y-4">
        {IMPACTS.map(({ key, label }) => {
          const value = Math.round(impact[key]);
          return (
            <li key={key} aria-label={label}>
              <div className="flex items-baseline justify-between text-sm">
                <span className="font-medium">{label}</span>
                <span className="font-semibold tabular-nums text-success">
                  {`${value >= 0 ? '+' : ''}${value}%`}
                </span>
              </div>
              <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-success"
                  style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
