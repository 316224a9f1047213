import type { FastifyInstance } from 'fastify';
import { cleanStoredValue, findUnstorableVerbatimField, isPlainObject } from '@cvforge/contracts';
import { AppError } from './app-error';

/** A JSON body, query or params object; raw bodies (a signed webhook payload) stay as sent. */
const isJsonObject = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && (Array.isArray(value) || isPlainObject(value));

/**
 * Every string a request brings is cleaned before validation with the one rule of text we store
 * (docs/decisions/010-stored-text.md), so no route can hand PostgreSQL a NUL or a lone surrogate.
 * An e-mail, password or token that holds such a character is refused, naming the field: cleaning
 * it would silently change what the person typed.
 */
export function registerStoredText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of ['body', 'query', 'params'] as const) {
      const value: unknown = request[part];
      if (!isJsonObject(value)) continue;
      const field = findUnstorableVerbatimField(value);
      if (field) {
        const message = `${field} contains characters that are not allowed`;
        throw new AppError('VALIDATION_ERROR', 400, message, {
          issues: [{ path: `/${field.replaceAll('.', '/')}`, message, in: part }],
        });
      }
      (request as unknown as Record<string, unknown>)[part] = cleanStoredValue(value);
    }
  });
}
