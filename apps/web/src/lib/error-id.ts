/** An id a user can quote to support: a UUID, or a short random string where UUIDs are missing. */
export function createErrorId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return Math.random().toString(36).slice(2, 10);
}
