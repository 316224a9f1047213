import type { CvContent } from '@cvforge/contracts';
import { LiveCvPages } from '@/components/live-cv-pages';
import { cn } from '@/lib/cn';

interface LivePreviewProps {
  cvId: string;
  content: CvContent;
  /** Where the page lays it out as a scrolling column beside the form. */
  className?: string;
}

/**
 * The edit page's live preview: the content as edited so far; nothing is saved. Beside the form
 * it scrolls on its own, so it takes the focus: keyboard users scroll it with the arrow keys.
 */
export function LivePreview({ cvId, content, className }: LivePreviewProps) {
  return (
    <section
      aria-labelledby="live-preview-heading"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus to scroll by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn(
        'space-y-2 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <h2 id="live-preview-heading" className="text-sm font-semibold text-muted-foreground">
        Live preview
      </h2>
      <div className="rounded-xl border border-border bg-muted/40 p-2 sm:p-3">
        <LiveCvPages cvId={cvId} content={content} />
      </div>
    </section>
  );
}
