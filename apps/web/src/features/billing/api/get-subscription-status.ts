import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The subscription status (./fetch-subscription-status.ts). The request and its zod schema load
 * only when the status is fetched, which is only when signed in: a visitor's pricing page needs
 * neither.
 */
export function getSubscriptionStatusQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'subscription-status'],
    queryFn: ({ signal }) =>
      import('./fetch-subscription-status').then((module) =>
        module.getSubscriptionStatus({ signal }),
      ),
    staleTime: 60_000,
  });
}

export function useSubscriptionStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSubscriptionStatusQueryOptions(), enabled });
}
