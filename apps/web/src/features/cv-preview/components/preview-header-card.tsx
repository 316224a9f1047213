import type { CvPreview } from '@cvforge/contracts';
import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/format';

interface PreviewHeaderCardProps {
  preview: CvPreview;
  /** The CV's own role line, when the record has no job title. */
  role?: string;
  actions: ReactNode;
}

/** File name, role, company, match score out of 10 and generated date, as far as they exist. */
export function PreviewHeaderCard({ preview, role, actions }: PreviewHeaderCardProps) {
  const details: [string, ReactNode][] = [];
  const jobTitle = preview.job_title || role;
  if (jobTitle) details.push(['Role', jobTitle]);
  if (preview.company_name) details.push(['Company', preview.company_name]);
  if (preview.match_score) details.push(['Match score', `${preview.match_score}/10`]);
  if (preview.generated_at) {
    details.push([
      'Generated',
      <time key="generated" dateTime={preview.generated_at}>
        {formatLongDate(new Date(preview.generated_at))}
      </time>,
    ]);
  }
  return (
    <header className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <h1 className="truncate text-2xl font-semibold tracking-tight">
          {preview.file_name || preview.title}
        </h1>
        {details.length > 0 && (
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {details.map(([label, value]) => (
              <div key={label} className="flex gap-1.5">
                <dt className="text-muted-foreground">{label}:</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </header>
  );
}
