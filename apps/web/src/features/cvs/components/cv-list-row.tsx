import type { CvListItem } from '@cvforge/contracts';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { CvActions } from '../hooks/use-cv-actions';
import { CvCardActions } from './cv-card-actions';
import { CvSectionTags } from './cv-section-tags';
import { CvStatusBadge } from './cv-status-badge';

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One CV in the compact list view: title, date, status, section tags and the actions. */
export function CvListRow({ cv, actions }: { cv: CvListItem; actions: CvActions }) {
  return (
    <li
      data-testid="cv-card"
      data-cv-id={cv.id}
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.app.cvPreview.getHref(cv.id)}
            className="truncate font-medium hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {cv.title}
          </Link>
          <CvStatusBadge status={cv.status} />
          {cv.is_default && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-accent">
              <Star className="size-3 fill-current" aria-hidden="true" />
              Default
            </span>
          )}
          <span className="text-xs text-muted-foreground">
            Updated{' '}
            <time dateTime={cv.updatedAt}>{updatedFormat.format(new Date(cv.updatedAt))}</time>
          </span>
        </div>
        <CvSectionTags sections={cv.sections} />
      </div>
      <CvCardActions cv={cv} actions={actions} layout="row" />
    </li>
  );
}
