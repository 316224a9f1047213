import type { BuiltInTemplateId, PaperSize } from '@cvforge/contracts';
import { CvPages } from '@/components/cv-pages';
import { useCvPreviewPages } from '../api/get-cv-preview-pages';

interface PreviewPagesProps {
  cvId: string;
  name: string;
  template: BuiltInTemplateId;
  paper: PaperSize;
}

/** The saved CV as its PDF prints it: the pages the API typesets, in the chosen template and paper. */
export function PreviewPages({ cvId, name, template, paper }: PreviewPagesProps) {
  const { data, isError, isFetching, isPlaceholderData } = useCvPreviewPages(cvId, {
    template,
    paper,
  });
  return (
    <CvPages
      data={data}
      name={name}
      isError={isError}
      isFetching={isFetching}
      isStale={isPlaceholderData}
    />
  );
}
