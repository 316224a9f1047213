import { CvHtml, PAPER } from '@cvforge/cv-render/html';
import { FileText } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { miniPreviewContent } from '../utils/mini-preview-data';

/** The card width the scale starts from, until the first measurement (and in jsdom). */
const FALLBACK_WIDTH = 300;

/** Follows an element's width, so the sheet scales with the card. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A processed CV's first page in miniature: the preview's own HTML template, scaled down, with the
 * caps of cv-spec §2. Decorative (the card's title names the CV).
 */
export function CvMiniPreview({ content }: { content: unknown }) {
  const cv = useMemo(() => miniPreviewContent(content), [content]);
  const { ref, width } = useWidth<HTMLDivElement>();
  if (!cv) {
    return (
      <div className="grid h-full place-items-center text-muted-foreground" aria-hidden="true">
        <FileText className="size-10 opacity-50" />
      </div>
    );
  }
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-testid="mini-preview"
      className="pointer-events-none h-full overflow-hidden bg-white select-none"
    >
      <div style={{ transform: `scale(${width / PAPER.A4.widthPx})`, transformOrigin: 'top left' }}>
        <CvHtml
          content={cv}
          templateId={cv.metadata.template_id}
          paperSize="A4"
          showPageBoundaries={false}
        />
      </div>
    </div>
  );
}
