import type { CvPreview, GeneratedCvRecord } from '@cvforge/contracts';
import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/format';

interface PreviewHeaderCardProps {
  preview: CvPreview;
  /** GET /cv/{id}'s generated record; the preview's own fields win where both are given. */
  generated?: GeneratedCvRecord | null;
  /** The CV's own role line, when the record has no job title. */
  role?: string;
  actions: ReactNode;
}

/** File name, role, company, match score out of 10 and generated date, as far as they exist. */
export function PreviewHeaderCard({ preview, generated, role, actions }: PreviewHeaderCardProps) {
  const details: [string, ReactNode][] = [];
  const jobTitle = preview.job_title || generated?.job_title || role;
  const company = preview.company_name || generated?.company_name;
  const matchScore = preview.match_score ?? generated?.match_score;
  const generatedAt = preview.generated_at ?? generated?.generated_at;
  if (jobTitle) details.push(['Role', jobTitle]);
  if (company) details.push(['Company', company]);
  if (matchScore) details.push(['Match score', `${matchScore}/10`]);
  if (generatedAt) {
    details.push([
      'Generated',
      <time key="generated" dateTime={generatedAt}>
        {formatLongDate(new Date(generatedAt))}
      </time>,
    ]);
  }
  return (
    <header className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <h1 className="truncate text-2xl font-semibold tracking-tight">
          {preview.file_name || generated?.file_name || preview.title}
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
