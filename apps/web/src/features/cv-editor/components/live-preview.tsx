import type { CvContent } from '@cvforge/contracts';
import { LiveCvPages } from '@/components/live-cv-pages';

/** The edit page's live preview: the content as edited so far; nothing is saved. */
export function LivePreview({ cvId, content }: { cvId: string; content: CvContent }) {
  return (
    <section aria-labelledby="live-preview-heading" className="space-y-2">
      <h2 id="live-preview-heading" className="text-sm font-semibold text-muted-foreground">
        Live preview
      </h2>
      <div className="rounded-xl border border-border bg-muted/40 p-2 sm:p-3">
        <LiveCvPages cvId={cvId} content={content} />
      </div>
    </section>
  );
}
