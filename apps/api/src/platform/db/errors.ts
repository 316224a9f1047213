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
