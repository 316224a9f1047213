/**
 * The plans query's key, apart from the query so the first-load code can hand it the plans a
 * prerendered page carries (src/app/embedded-data.ts) without loading the zod schemas.
 */
export const PLANS_QUERY_KEY = ['plans'] as const;
