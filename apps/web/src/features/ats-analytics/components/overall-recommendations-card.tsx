import { ReportCard } from './report-card';

/** The report's closing advice, numbered in order of importance. */
export function OverallRecommendationsCard({ items }: { items: string[] }) {
  return (
    <ReportCard title="Overall Recommendations" className="lg:col-span-2">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No further recommendations.</p>
      ) : (
        <ol aria-label="Overall recommendations" className="space-y-2">
          {items.map((item, index) => (
            <li key={item} className="flex gap-3 text-sm">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <span className="pt-0.5">{item}</span>
            </li>
          ))}
        </ol>
      )}
    </ReportCard>
  );
}
