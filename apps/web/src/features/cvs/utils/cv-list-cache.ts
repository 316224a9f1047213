import type { CvListItem, CvListResponse } from '@cvforge/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CVS_LIST_QUERY_KEY } from '../api/get-cvs';

export type CvListPatch = Partial<
  Pick<CvListItem, 'status' | 'ats_score' | 'preview_content' | 'type' | 'title'>
>;

/**
 * Updates one CV in every cached list page in place (a live event, cv-spec §4). Returns false
 * when no cached list holds it, so the caller refetches instead.
 */
export function patchCvInLists(queryClient: QueryClient, id: string, patch: CvListPatch): boolean {
  let found = false;
  queryClient.setQueriesData<CvListResponse>({ queryKey: CVS_LIST_QUERY_KEY }, (list) => {
    if (!list?.cvs.some((cv) => cv.id === id)) return list;
    found = true;
    return { ...list, cvs: list.cvs.map((cv) => (cv.id === id ? { ...cv, ...patch } : cv)) };
  });
  return found;
}
