import { EMBEDDED_PLANS_ELEMENT_ID, type Plan } from '@cvforge/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { PLANS_QUERY_KEY } from '@/features/billing/api/plans-query-key';

/**
 * Starts the query cache with the plans a prerendered page carries (the API puts the current
 * ones there, apps/api/src/http/static-web.ts), so the plan cards hydrate as rendered and the
 * page asks GET /plans only once they are stale. Not parsed with the zod schema: the page comes
 * from the same server as GET /plans, and the schema stays out of the first load.
 */
export function seedEmbeddedData(queryClient: QueryClient, document: Document): void {
  const json = document.getElementById(EMBEDDED_PLANS_ELEMENT_ID)?.textContent;
  if (!json) return;
  try {
    queryClient.setQueryData<Plan[]>(PLANS_QUERY_KEY, JSON.parse(json) as Plan[]);
  } catch {
    // Unreadable: the cards ask GET /plans as on any other page.
  }
}
