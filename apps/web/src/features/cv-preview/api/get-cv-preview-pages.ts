import {
  cvPreviewPagesResponseSchema,
  type BuiltInTemplateId,
  type PaperSize,
} from '@cvforge/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCvPreviewQueryOptions } from './get-cv-preview';

interface PagesQuery {
  template: BuiltInTemplateId;
  paper: PaperSize;
}

/** GET /cv/{id}/preview-pages?template&paper: the PDF's pages, one SVG document each. */
export async function getCvPreviewPages(id: string, query: PagesQuery, signal?: AbortSignal) {
  const { data } = await apiRequest(`/cv/${encodeURIComponent(id)}/preview-pages`, {
    query: { ...query },
    schema: cvPreviewPagesResponseSchema,
    signal,
  });
  return data;
}

/** Under the preview's key, so whatever refreshes the preview (a save, a restore, a live event) refreshes the pages. */
export function getCvPreviewPagesQueryOptions(id: string, query: PagesQuery) {
  return queryOptions({
    queryKey: [...getCvPreviewQueryOptions(id).queryKey, 'pages', query.template, query.paper],
    queryFn: ({ signal }) => getCvPreviewPages(id, query, signal),
    // The pages drawn so far stay on screen while another template or paper is typeset.
    placeholderData: keepPreviousData,
  });
}

export function useCvPreviewPages(id: string, query: PagesQuery) {
  return useQuery(getCvPreviewPagesQueryOptions(id, query));
}
