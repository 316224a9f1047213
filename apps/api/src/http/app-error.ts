import { type ErrorCode, ERROR_MESSAGES } from '@cvforge/contracts';

/** The one error services throw; http/error-handler.ts turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string = ERROR_MESSAGES[code],
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message: string = ERROR_MESSAGES.NOT_FOUND) {
    return new AppError('NOT_FOUND', 404, message);
  }
}
