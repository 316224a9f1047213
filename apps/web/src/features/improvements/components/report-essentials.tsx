import type { AtsAnalytics } from '@cvforge/contracts';
import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { criticalKeywords, essentialImprovements } from '../utils/report-highlights';

/** The ATS report's Essential Improvements (max 5) and critical keywords (max 8). */
export function ReportEssentials({ report }: { report: AtsAnalytics }) {
  const headingId = useId();
  const essentials = essentialImprovements(report);
  const keywords = criticalKeywords(report);
  if (essentials.length === 0 && keywords.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <ListChecks className="size-4 text-primary" aria-hidden="true" />
        Essential Improvements
      </h2>
      {essentials.length > 0 && (
        <ol className="list-decimal space-y-1.5 pl-5 text-sm">
          {essentials.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      )}
      {keywords.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-muted-foreground">Critical Keywords</h3>
          <ul aria-label="Critical Keywords" className="flex flex-wrap gap-1.5">
            {keywords.map((keyword) => (
              <li
                key={keyword}
                className="rounded-full border border-primary/30 bg-primary/10 px-2.5 py-0.5 text-xs font-medium"
              >
                {keyword}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
