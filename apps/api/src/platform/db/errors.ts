const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The SQLSTATE of a database error (node-postgres and PGlite both report it; Drizzle wraps it as
 * the cause), or undefined for any other error.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object';) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23505';
}

/** Connection exceptions (class 08) and a server shutting down or starting up (57P01–57P03). */
const UNAVAILABLE_SQLSTATE = /^(?:08...|57P0[123])$/;
const UNAVAILABLE_NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres's own words for a connection lost or never made. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i;

/**
 * Whether an error means the database cannot be reached (stopped, restarting, network cut), as
 * opposed to a bug: the request may succeed once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NETWORK.has(code))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
