import { EDIT_MESSAGES, type CvContent } from '@cvforge/contracts';
import { LiveCvPages } from '@/components/live-cv-pages';
import { PreviewUnavailable } from '@/components/preview-unavailable';

interface ImprovePreviewProps {
  cvId: string;
  content: CvContent | null;
  /** Texts of the applied improvements, marked "New" in the CV. */
  highlights: readonly string[];
}

/** The CV with the applied improvements, as its PDF would print it, the new texts marked. */
export function ImprovePreview({ cvId, content, highlights }: ImprovePreviewProps) {
  return (
    <section aria-label="Live preview" className="space-y-2">
      <h2 className="text-sm font-semibold text-muted-foreground">Live preview</h2>
      {content ? (
        <div className="rounded-xl border border-border bg-muted/40 p-2 sm:p-4">
          <LiveCvPages cvId={cvId} content={content} highlights={highlights} />
        </div>
      ) : (
        <PreviewUnavailable message={EDIT_MESSAGES.previewUnavailable} />
      )}
    </section>
  );
}
