import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw/server';
import { configureApiClient } from './api-auth';
import { apiRequest, apiUrl } from './api-client';

let token: string | null;
let refreshCalls: number;
const onAuthFailure = vi.fn();

/** A session whose refresh calls POST /auth/refresh like the real one does. */
function configure() {
  configureApiClient({
    getAccessToken: () => token,
    refresh: async () => {
      const answer = await apiRequest<{ data: { access_token: string } }>('/auth/refresh', {
        method: 'POST',
        auth: false,
      });
      token = answer.data.access_token;
    },
    onAuthFailure,
  });
}

/** /thing accepts only the 'fresh' token. */
function guardedThing() {
  const seen: Array<string | null> = [];
  server.use(
    http.get(apiUrl('/thing'), ({ request }) => {
      const auth = request.headers.get('authorization');
      seen.push(auth);
      return auth === 'Bearer fresh'
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json(
            { success: false, code: 'UNAUTHORIZED', message: 'Expired' },
            { status: 401 },
          );
    }),
  );
  return seen;
}

function refreshAnswers(ok: boolean) {
  server.use(
    http.post(apiUrl('/auth/refresh'), async () => {
      refreshCalls += 1;
      await delay(20);
      return ok
        ? HttpResponse.json({ success: true, data: { access_token: 'fresh', refresh_token: 'r2' } })
        : HttpResponse.json(
            { success: false, code: 'UNAUTHORIZED', message: 'Revoked' },
            { status: 401 },
          );
    }),
  );
}

describe('apiRequest with a session', () => {
  beforeEach(() => {
    token = 'stale';
    refreshCalls = 0;
    onAuthFailure.mockReset();
    configure();
  });

  it('sends the bearer token, and none on auth: false calls', async () => {
    const seen = guardedThing();
    token = 'fresh';
    await apiRequest('/thing');
    await apiRequest('/thing', { auth: false }).catch(() => undefined);
    expect(seen).toEqual(['Bearer fresh', null]);
  });

  it('refreshes once for three concurrent 401s and retries all three', async () => {
    const seen = guardedThing();
    refreshAnswers(true);
    const results = await Promise.all([
      apiRequest('/thing'),
      apiRequest('/thing'),
      apiRequest('/thing'),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls).toBe(1);
    expect(seen.filter((auth) => auth === 'Bearer stale')).toHaveLength(3);
    expect(seen.filter((auth) => auth === 'Bearer fresh')).toHaveLength(3);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('queues a request made while a refresh runs, then sends it with the new token', async () => {
    const seen = guardedThing();
    refreshAnswers(true);
    const first = apiRequest('/thing');
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    await apiRequest('/thing');
    await first;
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh', 'Bearer fresh']);
  });

  it('ends the session when the refresh fails', async () => {
    guardedThing();
    refreshAnswers(false);
    const error = await apiRequest('/thing').catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(onAuthFailure).toHaveBeenCalledWith('refresh_failed');
    expect(refreshCalls).toBe(1);
  });

  it('ends the session on 403', async () => {
    server.use(
      http.get(apiUrl('/thing'), () =>
        HttpResponse.json({ success: false, code: 'FORBIDDEN', message: 'Nope' }, { status: 403 }),
      ),
    );
    const error = await apiRequest('/thing').catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Nope' });
    expect(onAuthFailure).toHaveBeenCalledWith('forbidden');
  });

  it('treats a 401 on an auth: false call (wrong password) as a plain answer', async () => {
    refreshAnswers(true);
    server.use(
      http.post(apiUrl('/auth/internal/login'), () =>
        HttpResponse.json(
          { success: false, code: 'UNAUTHORIZED', message: 'Wrong password' },
          { status: 401 },
        ),
      ),
    );
    const error = await apiRequest('/auth/internal/login', { method: 'POST', auth: false }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Wrong password' });
    expect(refreshCalls).toBe(0);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});
