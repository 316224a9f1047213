import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLANS_QUERY_KEY } from './plans-query-key';

/**
 * The plans (GET /plans, ./fetch-plans.ts). The request and its zod schema load only when the
 * plans are fetched: a prerendered page carries them (src/app/embedded-data.ts), so the landing
 * page's plan cards need neither.
 */
export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: PLANS_QUERY_KEY,
    queryFn: ({ signal }) => import('./fetch-plans').then((module) => module.getPlans({ signal })),
    staleTime: 5 * 60_000,
  });
}

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
