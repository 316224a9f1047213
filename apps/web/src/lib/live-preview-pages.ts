import { cvPreviewPagesResponseSchema, type CvPreviewPagesRequest } from '@cvforge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';
import { CVS_QUERY_KEY } from './query-keys';

/** How long the content must stay unchanged before it is typeset again (one render per pause). */
const LIVE_PREVIEW_DEBOUNCE_MS = 60;

/** POST /cv/{id}/preview-pages: content not saved yet, as its PDF would print it. */
export async function postPreviewPages(
  cvId: string,
  body: CvPreviewPagesRequest,
  signal?: AbortSignal,
) {
  const { data } = await apiRequest(`/cv/${encodeURIComponent(cvId)}/preview-pages`, {
    method: 'POST',
    body,
    schema: cvPreviewPagesResponseSchema,
    signal,
  });
  return data;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The live previews (the edit page, the improvements page): the pages of `request.content` as
 * typed so far, typeset again once typing pauses. The pages drawn so far stay on screen, dimmed,
 * while the next ones are typeset; a render no longer wanted is aborted.
 */
export function useLivePreviewPages(cvId: string, request: CvPreviewPagesRequest) {
  const body = useDebounced(JSON.stringify(request), LIVE_PREVIEW_DEBOUNCE_MS);
  return useQuery({
    queryKey: [...CVS_QUERY_KEY, cvId, 'live-pages', body],
    queryFn: ({ signal }) =>
      postPreviewPages(cvId, JSON.parse(body) as CvPreviewPagesRequest, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    // Every pause makes an entry of a few hundred KB: keep only the ones on screen.
    gcTime: 0,
  });
}
