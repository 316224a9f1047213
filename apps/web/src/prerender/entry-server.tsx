/**
 * What apps/web/scripts/prerender.mjs builds for Node and runs at build time: the app rendered
 * at one address, as the browser would first render it there signed out, with the page's lazy
 * code loaded. The tree is the browser's (src/main.tsx), only with a
 * memory router, so hydration meets the same markup.
 */
import { PLAN_SEEDS, type Plan } from '@cvforge/contracts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { preloadPage, routes } from '@/app/router';
import { PLANS_QUERY_KEY } from '@/features/billing/api/plans-query-key';
import { createQueryClient } from '@/lib/query-client';

export { EMBEDDED_PLANS_ELEMENT_ID, PRERENDERED_PAGES, scriptJson } from '@cvforge/contracts';

/** GET /plans's data on a freshly seeded server: the active seeds in sort order (ids are the API's). */
export const BUILD_PLANS: Plan[] = PLAN_SEEDS.filter((plan) => plan.is_active)
  .sort((a, b) => a.sort_order - b.sort_order)
  .map((plan) => ({ id: plan.slug, ...plan }));

/** The markup of the app's root element at `url`. */
export async function renderPage(url: string): Promise<string> {
  // Loaded first, so nothing suspends: a part that suspended would be written after the rest
  // too, and it would not hydrate at once.
  await preloadPage(new URL(url, 'http://localhost').pathname);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  queryClient.setQueryData(PLANS_QUERY_KEY, BUILD_PLANS);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // All inline: React writes a large part after the rest (with an inline script to move it
      // in place, which the Content-Security-Policy blocks) to flush a stream's start earlier.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const markup = await new Response(prelude).text();
  router.dispose();
  queryClient.clear();
  // A part that failed would be left to the browser: a page half prerendered is a build error.
  if (errors.length > 0) throw errors[0];
  return markup;
}
