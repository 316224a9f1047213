import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/features/cvs/pages/dashboard-page';
import { useWizardStore } from '@/features/generation/store';
import { createTestQueryClient } from '@/testing/render';
import { GenerateCvRoute } from './generate-cv-route';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * The wizard at /app/generate-cv with the real dashboard at /app to land on; its state starts
 * afresh unless `keepState` (a reload: what the tab's session storage holds).
 */
export function renderWizard(
  route: string = paths.app.generateCv.getHref(),
  { keepState = false }: { keepState?: boolean } = {},
) {
  if (!keepState) useWizardStore.getState().reset();
  const user = userEvent.setup();
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: paths.app.generateCv.path, element: <GenerateCvRoute /> },
      { path: paths.app.dashboard.path, element: <DashboardPage /> },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [route] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router, queryClient };
}

export const next = () => screen.getByRole('button', { name: 'Next' });

/** Step 1 with the first picker CV chosen, then on to the details. */
export async function toDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Platform Engineer CV/ }));
  await user.click(next());
  await screen.findByRole('textbox', { name: 'Company name' });
}

/** Fills the three job fields with Use Sample and goes on to step 3. */
export async function toGenerate(user: ReturnType<typeof userEvent.setup>) {
  await toDetails(user);
  await user.click(screen.getByRole('button', { name: 'Use Sample' }));
  await user.click(next());
  await screen.findByRole('heading', { name: 'Generation Summary' });
}

/** dnd-kit measures the section rows: stack them 40 px apart. */
export function stackSectionRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('li[data-section-id]');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 40, width: 400, height: 32 });
  });
}
