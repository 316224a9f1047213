import { supportContactResponseSchema } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { site } from '@/config/site';
import { apiRequest } from '@/lib/api-client';

/** GET /support: the operator's support address (SUPPORT_EMAIL). */
export function getSupportContactQueryOptions() {
  return queryOptions({
    queryKey: ['support', 'contact'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/support', { schema: supportContactResponseSchema, signal })).data,
    staleTime: Infinity,
  });
}

/** The address to write to; the build's own one until (or unless) the API answers. */
export function useSupportEmail(): string {
  const query = useQuery(getSupportContactQueryOptions());
  return query.data?.email ?? site.supportEmail;
}
