import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/api-client';

/** GET /cv/list answering with these CVs (one page of up to 100). */
export function cvListHandler(cvs: unknown[] | (() => unknown[])) {
  return http.get(apiUrl('/cv/list'), () => {
    const list = typeof cvs === 'function' ? cvs() : cvs;
    return HttpResponse.json({ cvs: list, total: list.length, page: 1, size: 100, pages: 1 });
  });
}

/** GET /user-usage/check-action/cv_upload. */
export function checkUploadHandler(canPerform = true, current = 1, limit = 5) {
  return http.get(apiUrl('/user-usage/check-action/cv_upload'), () =>
    HttpResponse.json({
      can_perform: canPerform,
      usage_type: 'cv_upload',
      current_usage: current,
      limit,
    }),
  );
}

/** GET /cv/{id}/status: by default every id is a processed CV of the signed-in user. */
export const cvStatusHandlers = [
  http.get(apiUrl('/cv/:id/status'), ({ params }) =>
    HttpResponse.json({
      success: true,
      data: { id: String(params.id), status: 'processed', ats_score: null, failure_reason: null },
    }),
  ),
];

/** GET /cv/recent-uploads answering with these uploads (none by default, for every test). */
export function recentUploadsHandler(uploads: unknown[] | (() => unknown[]) = []) {
  return http.get(apiUrl('/cv/recent-uploads'), () =>
    HttpResponse.json({
      success: true,
      data: typeof uploads === 'function' ? uploads() : uploads,
    }),
  );
}
