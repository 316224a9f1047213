import type { CvListItem } from '@cvforge/contracts';
import { BarChart3, Download, Gauge, Star, Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { canDownload, type CvActions } from '../hooks/use-cv-actions';

const itemClass =
  'grid size-8 place-items-center rounded-lg border border-border bg-card/95 text-foreground shadow-sm ' +
  'backdrop-blur transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring ' +
  'disabled:opacity-50';

/** Accessible name and tooltip are the same words. */
const labelled = (label: string, className?: string) => ({
  'aria-label': label,
  title: label,
  className: cn(itemClass, className),
});
const icon = 'size-4';

/**
 * The card's action column (docs/product.md §C2), shown on hover or focus (always on touch screens):
 * Download for every processed CV, Set as default except for the current default,
 * ATS Analytics only for uploaded CVs.
 */
export function CvCardActions({
  cv,
  actions,
  layout = 'column',
}: {
  cv: CvListItem;
  actions: CvActions;
  /** column: the card's hover column; row: always shown, in the list view's row. */
  layout?: 'column' | 'row';
}) {
  return (
    <div
      role="group"
      aria-label={`Actions for ${cv.title}`}
      className={cn(
        layout === 'row'
          ? 'flex flex-row gap-1.5'
          : // Keyboard focus shows the column at once (no fade), so the focus ring is seen on the key press.
            'absolute top-2 right-2 flex flex-col gap-1.5 transition-opacity opacity-0 group-focus-within:opacity-100 group-focus-within:transition-none group-hover:opacity-100 [@media(hover:none)]:opacity-100',
      )}
    >
      {canDownload(cv) && (
        <button type="button" {...labelled('Download')} onClick={() => actions.download(cv)}>
          <Download className={icon} aria-hidden="true" />
        </button>
      )}
      {!cv.is_default && (
        <button
          type="button"
          {...labelled('Set as default')}
          disabled={actions.busyId === cv.id}
          onClick={() => actions.setDefault(cv)}
        >
          <Star className={icon} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        {...labelled('Analytics')}
        disabled={cv.status !== 'processed'}
        onClick={() => actions.openAnalytics(cv)}
      >
        <BarChart3 className={icon} aria-hidden="true" />
      </button>
      {cv.type === 'uploaded' && (
        <button
          type="button"
          {...labelled('ATS Analytics')}
          disabled={cv.status !== 'processed' || actions.atsStartingId === cv.id}
          aria-busy={actions.atsStartingId === cv.id}
          onClick={() => void actions.startAts(cv)}
        >
          <Gauge className={icon} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        {...labelled('Delete', 'text-danger hover:bg-danger/10')}
        onClick={() => actions.requestDelete(cv)}
      >
        <Trash2 className={icon} aria-hidden="true" />
      </button>
    </div>
  );
}
