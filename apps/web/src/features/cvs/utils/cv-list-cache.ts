import type { CvListItem, CvListResponse, RecentUpload } from '@cvforge/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CVS_LIST_QUERY_KEY, getCvsQueryOptions } from '../api/get-cvs';
import { RECENT_UPLOADS_QUERY_KEY } from '../api/get-recent-uploads';

export type CvListPatch = Partial<
  Pick<CvListItem, 'status' | 'ats_score' | 'preview_content' | 'type' | 'title' | 'failure_reason'>
>;

/**
 * Updates one CV in every cached list page, and in the upload page's recent uploads, in place (a
 * live event, docs/product.md §C4). Returns false when no cached list holds it, so the caller
 * refetches instead.
 */
export function patchCvInLists(queryClient: QueryClient, id: string, patch: CvListPatch): boolean {
  let found = false;
  queryClient.setQueryData<RecentUpload[]>(RECENT_UPLOADS_QUERY_KEY, (uploads) => {
    if (!uploads?.some((upload) => upload.id === id)) return uploads;
    const { status, title, failure_reason } = patch;
    return uploads.map((upload) =>
      upload.id === id
        ? {
            ...upload,
            ...(status && { status }),
            ...(title !== undefined && { title }),
            ...(failure_reason !== undefined && { failure_reason }),
          }
        : upload,
    );
  });
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
