import type { CvListItem } from '@cvforge/contracts';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { CvActions } from '../hooks/use-cv-actions';
import { AtsGauge } from './ats-gauge';
import { CvCardActions } from './cv-card-actions';
import { CvFailedPlaceholder } from './cv-failed-placeholder';
import { CvMiniPreview } from './cv-mini-preview';
import { CvProcessingPlaceholder } from './cv-processing-placeholder';
import { CvStatusBadge } from './cv-status-badge';

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function Preview({ cv }: { cv: CvListItem }) {
  if (cv.status === 'processing') return <CvProcessingPlaceholder />;
  if (cv.status === 'failed') return <CvFailedPlaceholder reason={cv.description} />;
  return <CvMiniPreview cv={cv} />;
}

/** One CV on the dashboard (docs/product.md §C2): preview, hover actions, title link, date, status. */
export function CvCard({ cv, actions }: { cv: CvListItem; actions: CvActions }) {
  const showGauge = cv.type === 'uploaded' && cv.status === 'processed' && cv.ats_score !== null;
  return (
    <li
      data-testid="cv-card"
      data-cv-id={cv.id}
      className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="relative h-44 border-b border-border bg-muted/40">
        <Preview cv={cv} />
        <CvCardActions cv={cv} actions={actions} />
      </div>
      <div className="flex items-start gap-3 p-3.5">
        <div className="min-w-0 flex-1 space-y-1.5">
          <Link
            to={paths.app.cvPreview.getHref(cv.id)}
            className="block truncate font-medium hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {cv.title}
          </Link>
          <p className="text-xs text-muted-foreground">
            Updated{' '}
            <time dateTime={cv.updatedAt}>{updatedFormat.format(new Date(cv.updatedAt))}</time>
          </p>
          <div className="flex flex-wrap items-center gap-1.5">
            <CvStatusBadge status={cv.status} />
            {cv.is_default && (
              <span className="inline-flex items-center gap-1 rounded-full border border-accent/30 bg-accent/10 px-2 py-0.5 text-xs font-medium text-accent">
                <Star className="size-3 fill-current" aria-hidden="true" />
                Default
              </span>
            )}
          </div>
        </div>
        {showGauge && <AtsGauge score={cv.ats_score ?? 0} />}
      </div>
    </li>
  );
}
