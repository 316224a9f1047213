import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGeneratedImprovements } from '@/lib/generated-improvements';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

export type { GeneratedImprovements } from '@/lib/generated-improvements';

/** Under ['cvs'], so a save anywhere refreshes it; it is read once per visit (the page owns the state). */
export function getGeneratedImprovementsQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: [...CVS_QUERY_KEY, 'improvements', cvId],
    queryFn: ({ signal }) => getGeneratedImprovements(cvId, signal),
  });
}

export function useGeneratedImprovements(cvId: string) {
  return useQuery(getGeneratedImprovementsQueryOptions(cvId));
}
