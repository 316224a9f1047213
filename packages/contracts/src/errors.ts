/** docs/product.md §P8: the codes the web client maps HTTP failures to. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'SERVER_ERROR',
  'API_ERROR',
  'TIMEOUT_ERROR',
  'NETWORK_ERROR',
  'REQUEST_ERROR',
  'UNKNOWN_ERROR',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'LIMIT_EXCEEDED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Default message per code (docs/product.md §P8), used when the server gives none. */
export const ERROR_MESSAGES = {
  VALIDATION_ERROR: 'Invalid request data',
  UNAUTHORIZED: 'Authentication required',
  FORBIDDEN: 'Access denied',
  NOT_FOUND: 'Resource not found',
  CONFLICT: 'Resource conflict',
  SERVER_ERROR: 'Internal server error',
  API_ERROR: 'An error occurred',
  TIMEOUT_ERROR: 'Request timed out. CV generation may take a few minutes.',
  NETWORK_ERROR: 'Network connection failed',
  REQUEST_ERROR: 'Failed to send request',
  UNKNOWN_ERROR: 'An unexpected error occurred',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  LIMIT_EXCEEDED: 'Usage limit exceeded',
} as const satisfies Record<ErrorCode, string>;

/** 422 reads "Validation failed" by default, 400 "Invalid request data" (docs/product.md §P8). */
export const UNPROCESSABLE_DEFAULT_MESSAGE = 'Validation failed';

/** Maps an HTTP status to its catalogue code (docs/product.md §P8). */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'VALIDATION_ERROR';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 500:
      return 'SERVER_ERROR';
    default:
      return 'API_ERROR';
  }
}
