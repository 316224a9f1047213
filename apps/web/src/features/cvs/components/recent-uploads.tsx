import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRecentUploads } from '../api/get-recent-uploads';
import { CvStatusBadge } from './cv-status-badge';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The user's uploads still processing or uploaded in the last minutes, with their state kept
 * current by the live events: after a reload the upload page shows what is already on its way
 * (docs/decisions/028-uploads-counted-once.md). Nothing when there is none.
 */
export function RecentUploads() {
  const { data: uploads } = useRecentUploads();
  if (!uploads?.length) return null;
  return (
    <section
      aria-labelledby="recent-uploads-heading"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="recent-uploads-heading" className="text-base font-semibold">
        Your recent uploads
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        These are already uploaded; there is no need to upload them again.
      </p>
      <ul className="mt-4 divide-y divide-border">
        {uploads.map((upload) => (
          <li key={upload.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <FileText className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{upload.title}</p>
              <p className="truncate text-xs text-muted-foreground">
                {upload.fileName} · uploaded at {timeFormat.format(new Date(upload.uploaded_at))}
              </p>
              {upload.status === 'failed' && upload.failure_reason && (
                <p className="mt-1 text-xs text-red-700 dark:text-red-300">
                  {upload.failure_reason}
                </p>
              )}
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <CvStatusBadge status={upload.status} />
              {upload.status === 'processed' && (
                <Link
                  to={paths.app.cvPreview.getHref(upload.id)}
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  aria-label={`View ${upload.title}`}
                >
                  View
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
