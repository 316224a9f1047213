import { CvHtml, PAPER } from '@cvforge/cv-render/html';
import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { ScaledSheet } from '@/components/scaled-sheet';
import { miniPreviewContent } from '../utils/mini-preview-data';

/**
 * A processed CV's first page in miniature: the preview's own HTML template, scaled down, with the
 * caps of docs/product.md §C2. Decorative (the card's title names the CV).
 */
export function CvMiniPreview({ content }: { content: unknown }) {
  const cv = useMemo(() => miniPreviewContent(content), [content]);
  if (!cv) {
    return (
      <div className="grid h-full place-items-center text-muted-foreground" aria-hidden="true">
        <FileText className="size-10 opacity-50" />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      // The template's links (mailto, profiles) must not be focusable inside a hidden picture.
      inert
      data-testid="mini-preview"
      className="pointer-events-none h-full overflow-hidden bg-white select-none"
    >
      <ScaledSheet sheetWidth={PAPER.A4.widthPx}>
        <CvHtml
          content={cv}
          templateId={cv.metadata.template_id}
          paperSize="A4"
          showPageBoundaries={false}
        />
      </ScaledSheet>
    </div>
  );
}
