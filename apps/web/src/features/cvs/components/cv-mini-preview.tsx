import type { CvListItem } from '@cvforge/contracts';
import { miniPreviewContent } from '@cvforge/cv-model';
import { useMemo } from 'react';
import { CvThumbnail } from '@/components/cv-thumbnail';

/** A processed CV's card picture: its first page with the caps of docs/product.md §C2. */
export function CvMiniPreview({ cv }: { cv: CvListItem }) {
  const hasContent = useMemo(() => miniPreviewContent(cv.preview_content) !== null, [cv]);
  return <CvThumbnail cvId={hasContent ? cv.id : null} version={cv.updatedAt} />;
}
