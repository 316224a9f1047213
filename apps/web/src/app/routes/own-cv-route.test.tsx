import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { signInAs } from '@/testing/fixtures/user';
import { server } from '@/testing/msw/server';
import { AppProviders } from '../providers';
import { routes } from '../router';

const OTHER_USERS_CV = '7d1c0a52-3b9e-4f7a-9c61-2e8d5b4a1f03';

/** Every route under /app that takes a CV id (docs/product.md §C2). */
const CV_PAGES = [
  'edit',
  'preview',
  'analytics',
  'analytics/processing',
  'ats-analytics',
  'ats-analytics/processing',
  'improve',
];

const notFound = (message: string) =>
  HttpResponse.json({ success: false, code: 'NOT_FOUND', message }, { status: 404 });

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('CV pages for an id that is not one of this user’s CVs', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs();
    // As the API answers another user's id: 404 from every CV endpoint.
    server.use(
      http.get(apiUrl('/cv/:id/status'), () => notFound('CV not found')),
      http.get(apiUrl('/cv/:id/edit'), () => notFound('CV not found')),
      http.get(apiUrl('/cv/:id/preview'), () => notFound('CV not found')),
      http.get(apiUrl('/ats-analytics/:id'), () => notFound('ATS analytics data not found')),
      http.get(apiUrl('/analytics/:id'), () => notFound('Analytics data not found')),
    );
  });

  it.each(CV_PAGES)('shows "CV Not Found" on /app/cv/{id}/%s', async (page) => {
    renderAt(`/app/cv/${OTHER_USERS_CV}/${page}`);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'CV Not Found' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/app',
    );
    expect(within(main).queryByRole('button', { name: 'Run ATS analysis' })).toBeNull();
    expect(within(main).queryByText('Failed to load CV content')).toBeNull();
  });

  it('treats a malformed id (400 from the API) as not found as well', async () => {
    server.use(
      http.get(apiUrl('/cv/:id/status'), () =>
        HttpResponse.json(
          { success: false, code: 'VALIDATION_ERROR', message: 'Invalid id' },
          { status: 400 },
        ),
      ),
    );
    renderAt('/app/cv/not-an-id/ats-analytics');
    expect(
      await screen.findByRole('heading', { name: 'CV Not Found' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('shows the page itself for the user’s own CV', async () => {
    server.use(
      http.get(apiUrl('/cv/:id/status'), ({ params }) =>
        HttpResponse.json({
          success: true,
          data: { id: String(params.id), status: 'processed', ats_score: 80, failure_reason: null },
        }),
      ),
    );
    renderAt(`/app/cv/${OTHER_USERS_CV}/ats-analytics`);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('button', { name: 'Run ATS analysis' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'CV Not Found' })).toBeNull();
  });
});
