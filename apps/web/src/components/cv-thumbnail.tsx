import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCvThumbnail } from '@/lib/cv-thumbnail';
import { svgImageUrl } from '@/lib/svg-pages';

interface CvThumbnailProps {
  /** Null when the CV has nothing to draw: a document icon stands in. */
  cvId: string | null;
  /** The CV's updatedAt: a changed CV is drawn again. */
  version: string;
}

/**
 * A CV's first page in miniature, typeset by the API in the CV's template (the dashboard cards,
 * the wizard's default CV). Decorative: what it belongs to names the CV.
 */
export function CvThumbnail({ cvId, version }: CvThumbnailProps) {
  const thumbnail = useCvThumbnail(cvId, version);
  const source = useMemo(
    () => (thumbnail.data ? svgImageUrl(thumbnail.data.page) : null),
    [thumbnail.data],
  );
  if (cvId === null || thumbnail.isError) {
    return (
      <div className="grid h-full place-items-center text-muted-foreground" aria-hidden="true">
        <FileText className="size-10 opacity-50" />
      </div>
    );
  }
  if (!source) {
    return (
      <div className="h-full" aria-hidden="true">
        <Skeleton className="h-full w-full rounded-none" />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="mini-preview"
      data-template={thumbnail.data?.template_id}
      className="pointer-events-none h-full overflow-hidden bg-white select-none"
    >
      <img src={source} alt="" className="block h-auto w-full" />
    </div>
  );
}
