import { cvThumbnailResponseSchema } from '@cvforge/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { CVS_QUERY_KEY } from './query-keys';

/** GET /cv/{id}/thumbnail: the first page of a processed CV, lists capped (docs/product.md §C2). */
export async function getCvThumbnail(cvId: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/cv/${encodeURIComponent(cvId)}/thumbnail`, {
    schema: cvThumbnailResponseSchema,
    signal,
  });
  return data;
}

/** `version` (the CV's updatedAt) makes a changed CV draw again; an unchanged one is drawn once. */
export function useCvThumbnail(cvId: string | null, version: string) {
  return useQuery({
    queryKey: [...CVS_QUERY_KEY, cvId, 'thumbnail', version],
    queryFn: ({ signal }) => getCvThumbnail(cvId ?? '', signal),
    enabled: cvId !== null,
    staleTime: Infinity,
  });
}
