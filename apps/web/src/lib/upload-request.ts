import { getAccessToken, refreshAccessToken, reportAuthFailure } from './api-auth';
import { ApiError } from './api-error';
import { apiErrorFromResponse } from './error-messages';

export interface UploadRequestOptions {
  /** 0–100 while the body is being sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface XhrResult {
  status: number;
  data: unknown;
}

/**
 * POSTs multipart form data with upload progress. fetch cannot report request-body progress,
 * so this uses XMLHttpRequest, with the same bearer token and single 401 refresh as
 * apiRequest. Resolves with the parsed JSON body; failures become ApiErrors.
 */
export async function uploadRequest(
  url: string,
  body: FormData,
  options: UploadRequestOptions = {},
): Promise<unknown> {
  const token = getAccessToken();
  let result = await send(url, body, token, options);
  if (result.status === 401 && token) {
    try {
      await refreshAccessToken();
    } catch {
      reportAuthFailure('refresh_failed');
      throw new ApiError('UNAUTHORIZED', 'Session expired', 401);
    }
    result = await send(url, body, getAccessToken(), options);
  }
  if (result.status < 200 || result.status >= 300) {
    throw apiErrorFromResponse(result.status, result.data);
  }
  return result.data;
}

function send(
  url: string,
  body: FormData,
  token: string | null,
  { onProgress, signal }: UploadRequestOptions,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => resolve({ status: xhr.status, data: parse(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError('NETWORK_ERROR', 'Network error', 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
