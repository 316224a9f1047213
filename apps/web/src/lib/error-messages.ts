import {
  ERROR_MESSAGES,
  UNPROCESSABLE_DEFAULT_MESSAGE,
  errorCodeForStatus,
  type ErrorCode,
} from '@cvforge/contracts';
import { ApiError } from './api-error';

/** The catalogue's default text for an HTTP status (docs/product.md §P8). */
export function defaultMessageForStatus(status: number): string {
  if (status === 422) return UNPROCESSABLE_DEFAULT_MESSAGE;
  return ERROR_MESSAGES[errorCodeForStatus(status)];
}

/** Turns an error response into an ApiError: the server's message wins over the default. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const code: ErrorCode = errorCodeForStatus(status);
  const { message, detail } = readErrorBody(body);
  return new ApiError(code, message ?? defaultMessageForStatus(status), status, detail);
}

/** Reads `{ message, detail }` (our envelope) or `{ detail: '...' }` (a bare message). */
function readErrorBody(body: unknown): { message?: string; detail?: unknown } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const detail = record.detail;
  if (typeof record.message === 'string' && record.message.trim()) {
    return { message: record.message, detail };
  }
  if (typeof detail === 'string' && detail.trim()) return { message: detail, detail };
  return { detail };
}

/** A failure as a sentence a person can read (the ApiError's message, or a generic one). */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return ERROR_MESSAGES.UNKNOWN_ERROR;
}
