import { EDIT_MESSAGES, type BuiltInTemplateId, type PaperSize } from '@cvforge/contracts';
import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCvPreviewPages } from '../api/get-cv-preview-pages';
import { PreviewUnavailable } from './preview-unavailable';

interface PreviewPagesProps {
  cvId: string;
  name: string;
  template: BuiltInTemplateId;
  paper: PaperSize;
}

/**
 * An SVG page as an image: an <img> runs no script and loads nothing, so no markup in a CV's
 * text can act in the page (docs/decisions/018-preview-pages.md).
 */
const imageUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The CV as its PDF prints it: the pages the API typesets, in the chosen template and paper. */
export function PreviewPages({ cvId, name, template, paper }: PreviewPagesProps) {
  const { data, isError, isFetching, isPlaceholderData } = useCvPreviewPages(cvId, {
    template,
    paper,
  });
  const sources = useMemo(() => data?.pages.map(imageUrl) ?? [], [data]);

  if (isError && !isPlaceholderData) {
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
      className={cn('space-y-4 transition-opacity', isPlaceholderData && 'opacity-60')}
    >
      {sources.map((source, index) => (
        <img
          // The pages of one render keep their order; a new render replaces them all.
          key={index}
          src={source}
          alt={`Page ${index + 1} of ${sources.length}`}
          className="block h-auto w-full bg-white shadow-lg"
        />
      ))}
    </article>
  );
}
