import { cvDetailResponseSchema, type GeneratedCvRecord } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

/** GET /cv/{id}: the header card reads the generated-CV record (job, company, match score, date). */
export async function getGeneratedRecord(
  id: string,
  signal?: AbortSignal,
): Promise<GeneratedCvRecord | null> {
  const response = await apiRequest(`/cv/${encodeURIComponent(id)}`, {
    schema: cvDetailResponseSchema,
    signal,
  });
  return response.data.generated;
}

export function getGeneratedRecordQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CVS_QUERY_KEY, 'generated-record', id],
    queryFn: ({ signal }) => getGeneratedRecord(id, signal),
  });
}

/** Only generated CVs have a record; uploaded ones are not asked. */
export function useGeneratedRecord(id: string, isGenerated: boolean) {
  return useQuery({ ...getGeneratedRecordQueryOptions(id), enabled: isGenerated });
}
