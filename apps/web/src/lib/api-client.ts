import { API_TIMEOUT_MS } from '@cvforge/contracts';
import { env } from '@/config/env';
import { getAccessToken, refreshAccessToken, reportAuthFailure, waitForRefresh } from './api-auth';
import { ApiError } from './api-error';
import { apiErrorFromResponse } from './error-messages';
import { describe, sendRequest, type SentResponse } from './http-send';

/** Anything with zod's `parse`, so responses are checked against the contracts schemas. */
interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  schema?: ResponseSchema<T>;
  /** A caller's cancellation (TanStack Query passes one); it is re-thrown as is. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * false for the calls that make a session (login, register, refresh, password reset): no
   * bearer token, and a 401 is a plain answer (wrong password), not an expired session.
   */
  auth?: boolean;
}

/** Absolute URL of an API path; relative bases resolve against the page's origin. */
export function apiUrl(path: string, query?: ApiRequestOptions<unknown>['query']): string {
  const url = new URL(`${env.API_BASE_URL}${path}`, window.location.href);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Calls the API with credentials, the bearer token, a 120 s timeout and the error mapping of
 * docs/product.md §P8. On a 401 it refreshes once (one refresh at a time; concurrent requests wait
 * for it) and retries; when that fails, or on a 403, the session ends (reportAuthFailure).
 * Resolves with the parsed JSON body (checked by `schema` when given), undefined for 204.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { schema, auth = true } = options;
  const url = apiUrl(path, options.query);
  if (!auth) return finish(await send(url, options, null), schema);

  await waitForRefresh();
  const token = getAccessToken();
  let result = await send(url, options, token);

  if (result.status === 401 && token) {
    // A refresh that finished while this request was out already produced a newer token.
    if (getAccessToken() === token) {
      try {
        await refreshAccessToken();
      } catch (error) {
        reportAuthFailure('refresh_failed');
        throw new ApiError('UNAUTHORIZED', describe(error), 401);
      }
    }
    result = await send(url, options, getAccessToken());
    if (result.status === 401) reportAuthFailure('unauthorized');
  }
  if (result.status === 403 && token) reportAuthFailure('forbidden');
  return finish(result, schema);
}

function send(
  url: string,
  options: ApiRequestOptions<unknown>,
  token: string | null,
): Promise<SentResponse> {
  return sendRequest(url, {
    method: options.method ?? 'GET',
    body: options.body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? API_TIMEOUT_MS,
  });
}

function finish<T>(result: SentResponse, schema: ResponseSchema<T> | undefined): T {
  if (!result.ok) throw apiErrorFromResponse(result.status, result.data);
  return schema ? parseWith(schema, result.data, result.status) : (result.data as T);
}

function parseWith<T>(schema: ResponseSchema<T>, data: unknown, status: number): T {
  try {
    return schema.parse(data);
  } catch (error) {
    throw new ApiError('UNKNOWN_ERROR', 'Unexpected response from the server', status, error);
  }
}
