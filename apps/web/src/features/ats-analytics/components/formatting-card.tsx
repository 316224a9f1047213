import type { EvidenceItem, FormattingAnalysis } from '@cvforge/contracts';
import { AlertTriangle } from 'lucide-react';
import { RecommendationList } from './recommendation-list';
import { ReportCard } from './report-card';

interface FormattingCardProps {
  formatting: FormattingAnalysis;
  evidence?: EvidenceItem[];
}

/** Formatting score, the issues found and how to fix them. */
export function FormattingCard({ formatting, evidence }: FormattingCardProps) {
  return (
    <ReportCard title="Formatting" score={formatting.score} evidence={evidence}>
      {formatting.issues.length === 0 ? (
        <p className="text-sm text-muted-foreground">No formatting issues found.</p>
      ) : (
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-muted-foreground">Issues</h3>
          <ul aria-label="Issues" className="space-y-1.5">
            {formatting.issues.map((issue) => (
              <li key={issue} className="flex gap-2 text-sm">
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-red-500" aria-hidden="true" />
                <span>{issue}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <RecommendationList items={formatting.recommendations} />
    </ReportCard>
  );
}
