import { plansResponseSchema, type Plan } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /plans (docs/product.md §P7): every plan, active or not, in server order. */
export async function getPlans({ signal }: { signal?: AbortSignal } = {}): Promise<Plan[]> {
  const response = await apiRequest('/plans', { schema: plansResponseSchema, signal });
  return response.data;
}

export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => getPlans({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
