import type { EvidenceItem } from '@cvforge/contracts';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { scoreTextTone } from '../utils/ats-text';
import { EvidenceDisclosure } from '@/components/evidence-disclosure';

interface ReportCardProps {
  title: string;
  /** A 0-100 score shown beside the title, coloured by its band. */
  score?: number;
  /** A text badge instead of a score (e.g. "Excellent"). */
  badge?: string;
  evidence?: EvidenceItem[];
  className?: string;
  children: ReactNode;
}

/** One section of the ATS report: a titled card, its score and the evidence behind it. */
export function ReportCard({
  title,
  score,
  badge,
  evidence,
  className,
  children,
}: ReportCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm',
        className,
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        {score !== undefined && (
          <p className={cn('text-xl font-semibold tabular-nums', scoreTextTone(score))}>
            {Math.round(score)}
            <span className="text-sm text-muted-foreground">/100</span>
          </p>
        )}
        {badge && (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-medium">{badge}</span>
        )}
      </header>
      <div className="flex flex-1 flex-col gap-4">{children}</div>
      <EvidenceDisclosure items={evidence} />
    </section>
  );
}
