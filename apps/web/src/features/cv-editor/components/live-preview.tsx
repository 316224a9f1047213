import type { CvContent } from '@cvforge/contracts';
import { CvPages } from '@/components/cv-pages';
import { useLivePreviewPages } from '@/lib/live-preview-pages';

/**
 * The edit page's live preview: the content as edited so far, typeset as its PDF would print
 * it, in the CV's template (a locked one drawn as Classic, as the download is). Nothing is saved.
 */
export function LivePreview({ cvId, content }: { cvId: string; content: CvContent }) {
  const pages = useLivePreviewPages(cvId, { content, paper: 'A4' });
  return (
    <section aria-labelledby="live-preview-heading" className="space-y-2">
      <h2 id="live-preview-heading" className="text-sm font-semibold text-muted-foreground">
        Live preview
      </h2>
      <div className="rounded-xl border border-border bg-muted/40 p-2 sm:p-3">
        <CvPages
          data={pages.data}
          name={content.personal_info.name}
          isError={pages.isError}
          isFetching={pages.isFetching}
          isStale={pages.isPlaceholderData}
        />
      </div>
    </section>
  );
}
