import { ERROR_MESSAGES } from '@cvforge/contracts';
import { ApiError } from './api-error';

export interface SendOptions {
  method: string;
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs: number;
}

export interface SentResponse {
  status: number;
  ok: boolean;
  data: unknown;
}

/**
 * One HTTP attempt with credentials and a timeout. Failures without a response become ApiErrors
 * (TIMEOUT_ERROR, NETWORK_ERROR, REQUEST_ERROR); a caller's own cancellation is re-thrown as is.
 * Any response, error statuses included, resolves: mapping them is the caller's job.
 */
export async function sendRequest(url: string, options: SendOptions): Promise<SentResponse> {
  const { method, body, headers = {}, signal, timeoutMs } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const init = buildInit(method, body, headers, controller.signal);
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (timedOut) throw new ApiError('TIMEOUT_ERROR', ERROR_MESSAGES.TIMEOUT_ERROR);
      if (signal?.aborted) throw error;
      throw new ApiError('NETWORK_ERROR', ERROR_MESSAGES.NETWORK_ERROR, 0, describe(error));
    }
    const data = await readBody(response);
    return { status: response.status, ok: response.ok, data };
  } catch (error) {
    if (timedOut && !(error instanceof ApiError)) {
      throw new ApiError('TIMEOUT_ERROR', ERROR_MESSAGES.TIMEOUT_ERROR);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function buildInit(
  method: string,
  body: unknown,
  extraHeaders: Record<string, string>,
  signal: AbortSignal,
): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    try {
      payload = JSON.stringify(body);
    } catch (error) {
      throw new ApiError('REQUEST_ERROR', ERROR_MESSAGES.REQUEST_ERROR, 0, describe(error));
    }
    headers['Content-Type'] = 'application/json';
  }
  return { method, headers, body: payload, credentials: 'include', signal };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
