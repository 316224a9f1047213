import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type ErrorCode,
  type ErrorEnvelope,
  ERROR_MESSAGES,
  errorCodeForStatus,
} from '@cvforge/contracts';
import { databaseErrorCode, isDatabaseUnavailable } from '../platform/db/errors';
import { AppError } from './app-error';

function envelope(code: ErrorCode, message: string, detail?: unknown): ErrorEnvelope {
  return detail === undefined
    ? { success: false, code, message }
    : { success: false, code, message, detail };
}

/** Fastify's own client errors, with messages a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'VALIDATION_ERROR',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'VALIDATION_ERROR',
    message: 'The request body is empty but its Content-Type is application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'VALIDATION_ERROR',
    message: 'This Content-Type is not supported here',
  },
};

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  detail?: unknown,
) {
  return reply
    .status(status)
    .type('application/json')
    .send(envelope(code, message, detail));
}

/** A 503 while the database is unavailable (docs/decisions/020-database-outage.md). */
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
const RETRY_AFTER_S = 5;

function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return sendError(reply, error.statusCode, error.code, error.message, error.detail);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath,
      message: issue.message,
      in: error.validationContext,
    }));
    return sendError(reply, 400, 'VALIDATION_ERROR', ERROR_MESSAGES.VALIDATION_ERROR, { issues });
  }
  const status = error.statusCode ?? 500;
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return sendError(reply, status, known.code, known.message);
  if (status === 429) return sendError(reply, 429, 'RATE_LIMITED', ERROR_MESSAGES.RATE_LIMITED);
  if (status >= 400 && status < 500) {
    return sendError(reply, status, errorCodeForStatus(status), error.message);
  }
  // A client that went away mid-answer (a live preview dropping a render it no longer wants) is
  // no fault of ours: the stream reports a premature close, and there is nobody left to answer.
  if (reply.raw.destroyed) {
    request.log.info({ route: request.routeOptions.url, code: error.code }, 'client went away');
    return reply;
  }
  const logged = { err: error, route: request.routeOptions.url, db_code: databaseErrorCode(error) };
  // The database is down or unreachable: no bug, and the request may succeed in a moment.
  if (isDatabaseUnavailable(error)) {
    request.log.error(logged, 'database unavailable');
    return sendError(
      reply.header('retry-after', String(RETRY_AFTER_S)),
      503,
      'API_ERROR',
      UNAVAILABLE_MESSAGE,
    );
  }
  // A 500 is a bug report. WARNING: never leak internals; the request id ties the answer to
  // the log line, which names the route and the database's own error code.
  request.log.error(logged, 'unhandled error');
  return sendError(reply, 500, 'SERVER_ERROR', ERROR_MESSAGES.SERVER_ERROR, {
    request_id: request.id,
  });
}

interface NotFoundOptions {
  apiPrefix: string;
  /** Answers an unknown address with the web app's not-found page (a 404), when served. */
  sendWebApp?: (reply: FastifyReply) => FastifyReply;
}

export function registerErrorHandlers(app: FastifyInstance, options: NotFoundOptions) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === options.apiPrefix || pathname.startsWith(`${options.apiPrefix}/`);
    if (!isApi && options.sendWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return options.sendWebApp(reply);
    }
    return sendError(reply, 404, 'NOT_FOUND', `Route ${request.method} ${pathname} not found`);
  });
}
