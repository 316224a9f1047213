import {
  generatedImprovementsResponseSchema,
  type GeneratedImprovementsResponse,
} from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

export type GeneratedImprovements = GeneratedImprovementsResponse['data'];

/** GET /cv/{id}/generated: the CV's improvements and its current content (applied ones in it). */
export async function getGeneratedImprovements(
  cvId: string,
  signal?: AbortSignal,
): Promise<GeneratedImprovements> {
  const response = await apiRequest(`/cv/${encodeURIComponent(cvId)}/generated`, {
    schema: generatedImprovementsResponseSchema,
    signal,
  });
  return response.data;
}

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
