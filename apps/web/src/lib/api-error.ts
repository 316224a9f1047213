import type { ErrorCode } from '@cvforge/contracts';

/** Every failed API call becomes one of these (docs/product.md §P8). `status` is 0 without a response. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: unknown;

  constructor(code: ErrorCode, message: string, status = 0, detail?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.detail = detail;
  }
}
