import type { SourceBox } from '@cvforge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiUrl } from '@/lib/api-client';
import { blobRequest } from '@/lib/blob-request';
import { openPdfPages, type PdfPage } from '../utils/pdf-pages';

/** The field whose value is marked: its label and where it was read. */
export interface MarkedField {
  label: string;
  box: SourceBox | undefined;
}

interface SourcePdfProps {
  cvId: string;
  marked: MarkedField | undefined;
}

/** The CSS width the pages are drawn at; they scale down with the column. */
const DRAW_WIDTH = 480;

function PageCanvas({ page, number }: { page: PdfPage; number: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void page.draw(canvas.current, DRAW_WIDTH).catch(() => undefined);
  }, [page]);
  return (
    <canvas
      ref={canvas}
      aria-label={`Page ${number} of your PDF`}
      role="img"
      className="block h-auto w-full"
    />
  );
}

/**
 * The PDF as uploaded, beside the form: the value of the focused field is marked where the parser
 * read it (docs/decisions/038-source-regions.md), and said in words for screen readers.
 */
export function SourcePdf({ cvId, marked }: SourcePdfProps) {
  const file = useQuery({
    queryKey: ['cv-original', cvId],
    queryFn: async () =>
      (await blobRequest(apiUrl(`/cv/${encodeURIComponent(cvId)}/original`))).blob.arrayBuffer(),
    staleTime: Infinity,
  });
  const [pages, setPages] = useState<PdfPage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const mark = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!file.data) return;
    let current = true;
    openPdfPages(file.data).then(
      (opened) => current && setPages(opened),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [file.data]);

  // The mark is scrolled to inside the column beside the form, never by moving the form away
  // from the field being typed in (below the form, on narrow screens, nothing scrolls).
  useEffect(() => {
    const node = mark.current;
    const pane = node?.closest<HTMLElement>('[data-source-pane]');
    if (!node || !pane || pane.scrollHeight <= pane.clientHeight) return;
    const offset = node.getBoundingClientRect().top - pane.getBoundingClientRect().top;
    pane.scrollTo?.({ top: pane.scrollTop + offset - pane.clientHeight / 2, behavior: 'smooth' });
  }, [marked]);

  if (file.isError || failed)
    return <p className="text-sm text-muted-foreground">Your PDF could not be shown.</p>;
  if (!pages) return <p className="text-sm text-muted-foreground">Loading your PDF…</p>;
  const box = marked?.box;
  return (
    <div className="space-y-3">
      <p aria-live="polite" className="min-h-5 text-xs text-muted-foreground">
        {marked &&
          (box
            ? `${marked.label}: read from page ${box.page} of your PDF, marked in yellow.`
            : `${marked.label}: not found on your PDF.`)}
      </p>
      {pages.map((page, index) => (
        <div
          key={index}
          className="relative overflow-hidden rounded-md border border-border bg-white shadow-sm"
          style={{ aspectRatio: `${page.width} / ${page.height}` }}
        >
          <PageCanvas page={page} number={index + 1} />
          {box && box.page === index + 1 && (
            <div
              ref={mark}
              data-testid="source-mark"
              aria-hidden="true"
              className="pointer-events-none absolute rounded-sm bg-yellow-300/40 ring-2 ring-yellow-500"
              style={{
                left: `calc(${box.x * 100}% - 3px)`,
                top: `calc(${box.y * 100}% - 3px)`,
                width: `calc(${box.w * 100}% + 6px)`,
                height: `calc(${box.h * 100}% + 6px)`,
              }}
            />
          )}
        </div>
      ))}
    </div>
  );
}
