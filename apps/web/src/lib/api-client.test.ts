import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw/server';
import { apiRequest, apiUrl } from './api-client';
import { ApiError } from './api-error';

function respondWith(status: number, body?: unknown) {
  server.use(
    http.get(apiUrl('/thing'), () =>
      body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    ),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the JSON body and sends credentials', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(apiUrl('/thing'), ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({ ok: 1 });
      }),
    );
    await expect(apiRequest('/thing')).resolves.toEqual({ ok: 1 });
    expect(credentials).toBe('include');
  });

  it('maps 404 to NOT_FOUND with the server message and detail', async () => {
    respondWith(404, {
      success: false,
      code: 'NOT_FOUND',
      message: 'CV not found',
      detail: { id: 7 },
    });
    const error = await failure(apiRequest('/thing'));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'CV not found', status: 404 });
    expect(error.detail).toEqual({ id: 7 });
  });

  it('falls back to the catalogue message when the server gives none', async () => {
    respondWith(500);
    expect(await failure(apiRequest('/thing'))).toMatchObject({
      code: 'SERVER_ERROR',
      message: 'Internal server error',
      status: 500,
    });
    respondWith(422, {});
    expect(await failure(apiRequest('/thing'))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
    });
    respondWith(400, {});
    expect(await failure(apiRequest('/thing'))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid request data',
    });
    respondWith(401, {});
    expect(await failure(apiRequest('/thing'))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    });
    respondWith(418, {});
    expect(await failure(apiRequest('/thing'))).toMatchObject({
      code: 'API_ERROR',
      message: 'An error occurred',
    });
  });

  it('reads a bare string detail as the message', async () => {
    respondWith(409, { detail: 'Title already used' });
    expect(await failure(apiRequest('/thing'))).toMatchObject({
      code: 'CONFLICT',
      message: 'Title already used',
    });
  });

  it('times out after 120 s with TIMEOUT_ERROR', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(apiUrl('/thing'), async () => delay('infinite')));
    let settled = false;
    const request = apiRequest('/thing').finally(() => {
      settled = true;
    });
    const outcome = failure(request);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({
      code: 'TIMEOUT_ERROR',
      message: 'Request timed out. CV generation may take a few minutes.',
    });
  });

  it('maps a failed connection to NETWORK_ERROR', async () => {
    server.use(http.get(apiUrl('/thing'), () => HttpResponse.error()));
    expect(await failure(apiRequest('/thing'))).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Network connection failed',
      status: 0,
    });
  });

  it('rejects a body that does not match the schema', async () => {
    respondWith(200, { unexpected: true });
    const schema = {
      parse: (data: unknown) => {
        if (!(data as { ok?: number }).ok) throw new Error('bad shape');
        return data;
      },
    };
    expect(await failure(apiRequest('/thing', { schema }))).toMatchObject({
      code: 'UNKNOWN_ERROR',
    });
  });

  it("re-throws the caller's own cancellation untouched", async () => {
    server.use(http.get(apiUrl('/thing'), async () => delay('infinite')));
    const controller = new AbortController();
    const request = apiRequest('/thing', { signal: controller.signal });
    controller.abort();
    const error = await request.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
