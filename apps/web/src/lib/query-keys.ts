/**
 * Every CV query key (list, preview, edit, versions) starts with this, so one invalidation
 * refreshes every view of a CV after a live event or a save, whichever feature made it.
 */
export const CVS_QUERY_KEY = ['cvs'] as const;
