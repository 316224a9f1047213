import { EDIT_MESSAGES, type CvContent } from '@cvforge/contracts';
import { CvHtml, PAPER } from '@cvforge/cv-render/html';
import { ScaledSheet } from '@/components/scaled-sheet';

interface ImprovePreviewProps {
  content: CvContent | null;
  /** Texts of the applied improvements, marked "New" in the CV. */
  highlights: readonly string[];
}

/** The CV as it is now, in its template, scaled like the preview page. */
export function ImprovePreview({ content, highlights }: ImprovePreviewProps) {
  return (
    <section aria-label="Live preview" className="space-y-2">
      <h2 className="text-sm font-semibold text-muted-foreground">Live preview</h2>
      {content ? (
        <div className="rounded-xl border border-border bg-muted/40 p-2 sm:p-4">
          <ScaledSheet sheetWidth={PAPER.A4.widthPx} maxScale={1}>
            <div className="shadow-lg">
              <CvHtml
                content={content}
                templateId={content.metadata.template_id}
                paperSize="A4"
                highlights={highlights}
              />
            </div>
          </ScaledSheet>
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
          {EDIT_MESSAGES.previewUnavailable}
        </p>
      )}
    </section>
  );
}
