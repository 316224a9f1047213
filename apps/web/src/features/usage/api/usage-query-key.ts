/**
 * The first part of every usage query's key: invalidating it refetches them all. Apart from the
 * queries so the landing bundle can use it without their zod schemas.
 */
export const USAGE_QUERY_KEY = 'usage';
