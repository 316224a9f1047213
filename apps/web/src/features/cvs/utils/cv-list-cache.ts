import type { CvListItem, CvListResponse } from '@cvforge/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CVS_LIST_QUERY_KEY, getCvsQueryOptions } from '../api/get-cvs';

export type CvListPatch = Partial<
  Pick<CvListItem, 'status' | 'ats_score' | 'preview_content' | 'type' | 'title'>
>;

/**
 * Updates one CV in every cached list page in place (a live event, docs/product.md §C4). Returns false
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

/**
 * Puts a CV the server just accepted (an upload, a started generation) at the top of the
 * dashboard's list as it stands, until the server's next answer (docs/product.md §C4). A new default
 * takes the mark from the others.
 */
export function addCvToLists(queryClient: QueryClient, item: CvListItem) {
  queryClient.setQueryData(getCvsQueryOptions().queryKey, (list: CvListResponse | undefined) => {
    if (!list) return list;
    const others = list.cvs
      .filter((cv) => cv.id !== item.id)
      .map((cv) => (item.is_default ? { ...cv, is_default: false } : cv));
    return { ...list, cvs: [item, ...others], total: list.total + 1 };
  });
}
