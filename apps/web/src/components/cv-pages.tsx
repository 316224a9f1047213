import { EDIT_MESSAGES } from '@cvforge/contracts';
import { useMemo } from 'react';
import { PreviewUnavailable } from '@/components/preview-unavailable';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { svgImageUrl, svgPageText } from '@/lib/svg-pages';

export interface CvPagesData {
  template_id: string;
  paper: string;
  pages: string[];
}

interface CvPagesProps {
  data: CvPagesData | undefined;
  /** The person's name, for the article's label ("CV of …"). */
  name: string;
  isError: boolean;
  isFetching: boolean;
  /** The pages shown are an earlier render while a new one is typeset: dimmed. */
  isStale: boolean;
  className?: string;
}

/**
 * A CV's pages as its PDF prints them (docs/decisions/018-preview-pages.md): each SVG page
 * as an image, which runs no script and loads nothing, so nothing in a CV's text can act in the
 * page; each page's text, read from the SVG's text layer, is there for screen readers.
 */
export function CvPages({ data, name, isError, isFetching, isStale, className }: CvPagesProps) {
  const pages = useMemo(
    () => data?.pages.map((svg) => ({ source: svgImageUrl(svg), text: svgPageText(svg) })) ?? [],
    [data],
  );

  if (isError && !data) {
    return <PreviewUnavailable message={EDIT_MESSAGES.previewUnavailable} />;
  }
  if (!data) {
    return (
      <div role="status" aria-label="Loading CV pages">
        <Skeleton className="aspect-[210/297] w-full" />
      </div>
    );
  }
  return (
    <article
      aria-label={name ? `CV of ${name}` : 'CV'}
      aria-busy={isFetching}
      data-template={data.template_id}
      data-paper={data.paper}
      className={cn('space-y-4 transition-opacity', isStale && 'opacity-60', className)}
    >
      {pages.map(({ source, text }, index) => (
        // The pages of one render keep their order; a new render replaces them all.
        <figure key={index} className="m-0">
          <img
            src={source}
            alt={`Page ${index + 1} of ${pages.length}`}
            className="block h-auto w-full bg-white shadow-lg"
          />
          <figcaption className="sr-only">
            {text.map((line, lineIndex) => (
              <span key={lineIndex} className="block">
                {line}
              </span>
            ))}
          </figcaption>
        </figure>
      ))}
    </article>
  );
}
