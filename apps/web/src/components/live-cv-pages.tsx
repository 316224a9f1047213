import type { CvContent } from '@cvforge/contracts';
import { CvPages } from '@/components/cv-pages';
import { useLivePreviewPages } from '@/lib/live-preview-pages';

interface LiveCvPagesProps {
  cvId: string;
  content: CvContent;
  /** Texts to mark as applied improvements ("New"). */
  highlights?: readonly string[];
}

/**
 * Content not saved yet, typeset as its PDF would print it (the CV's template; a locked one as
 * Classic), again each time the content settles: the live previews of the edit and improvements pages.
 */
export function LiveCvPages({ cvId, content, highlights = [] }: LiveCvPagesProps) {
  const pages = useLivePreviewPages(cvId, { content, highlights: [...highlights], paper: 'A4' });
  return (
    <CvPages
      data={pages.data}
      name={content.personal_info.name}
      isError={pages.isError}
      isFetching={pages.isFetching}
      isStale={pages.isPlaceholderData}
    />
  );
}
