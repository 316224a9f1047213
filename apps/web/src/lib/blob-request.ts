import { getAccessToken, refreshAccessToken, reportAuthFailure } from './api-auth';
import { ApiError } from './api-error';
import { apiErrorFromResponse } from './error-messages';

export interface BlobResponse {
  blob: Blob;
  headers: Headers;
}

/**
 * GETs a file (a PDF download) with the bearer token and one refresh on 401. Error bodies are
 * JSON like every other answer and become ApiErrors.
 */
export async function blobRequest(url: string): Promise<BlobResponse> {
  const token = getAccessToken();
  let response = await get(url, token);
  if (response.status === 401 && token) {
    try {
      await refreshAccessToken();
    } catch {
      reportAuthFailure('refresh_failed');
      throw new ApiError('UNAUTHORIZED', 'Session expired', 401);
    }
    response = await get(url, getAccessToken());
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the text itself is the message.
    }
    throw apiErrorFromResponse(response.status, body);
  }
  return { blob: await response.blob(), headers: response.headers };
}

function get(url: string, token: string | null): Promise<Response> {
  return fetch(url, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch((error: unknown) => {
    throw new ApiError('NETWORK_ERROR', 'Network error', 0, String(error));
  });
}
