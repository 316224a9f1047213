import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/api-client';
import { userFixture } from '../../fixtures/user';
import { makeJwt } from '../../jwt';

export const sessionFixture = () => ({
  access_token: makeJwt(900),
  refresh_token: 'refresh-new',
  user: userFixture,
});

/** Sensible answers for the signed-in background calls; tests override what they check. */
export const sessionHandlers = [
  http.get(apiUrl('/auth/providers'), () =>
    HttpResponse.json({ success: true, data: { providers: [] } }),
  ),
  http.get(apiUrl('/auth/profile'), () =>
    HttpResponse.json({ success: true, data: { user: userFixture } }),
  ),
  http.post(apiUrl('/auth/refresh'), () =>
    HttpResponse.json({ success: true, data: sessionFixture() }),
  ),
  http.post(apiUrl('/auth/logout'), () => HttpResponse.json({ success: true })),
  http.get(apiUrl('/notifications'), () =>
    HttpResponse.json({ success: true, data: { items: [], unread_count: 0 } }),
  ),
  http.get(apiUrl('/payments/subscription-status'), () =>
    HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
  ),
  http.get(apiUrl('/user-usage/info'), () =>
    HttpResponse.json({
      success: true,
      data: {
        plan: { id: 'plan-free', slug: 'free', name: 'Free' },
        limits: { cv_generation: 3, cv_upload: 5, cv_edit_limit: 0 },
        usage: { cv_generation: 1, cv_upload: 4, cv_edit_limit: 0 },
        can_perform_action: { cv_generation: true, cv_upload: true, cv_edit_limit: false },
        is_free_user: true,
      },
    }),
  ),
];
