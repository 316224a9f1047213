import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { svgPage } from '@/testing/msw/handlers/cv-pages';
import { server } from '@/testing/msw/server';
import { createTestQueryClient } from '@/testing/render';
import { PreviewCvPage } from '../pages/preview-cv-page';

export const CV_ID = '0b6f3a52-1d4e-4c1a-9f57-00000000c0de';

export const previewContent = {
  personal_info: { name: 'Ada Lovelace', title: 'Data Engineer', email: 'ada@example.com' },
  metadata: { template_id: 'modern' },
  sections: [
    { type: 'summary', order: 1, content: { text: 'Builds reliable data platforms.' } },
    {
      type: 'experience',
      order: 2,
      content: {
        experiences: [
          { title: 'Engineer', company: 'Analytical Engines', achievements: ['Wrote notes'] },
        ],
      },
    },
    { type: 'projects', order: 3, is_visible: false, content: { projects: [{ name: 'Hidden' }] } },
  ],
};

/** GET /cv/{id}/preview as the API sends it; `overrides` replace top-level fields. */
export function previewBody(overrides: Record<string, unknown> = {}) {
  return {
    id: CV_ID,
    title: 'Data Engineer CV',
    status: 'processed',
    type: 'uploaded',
    preview_content: previewContent,
    ats_analytics: null,
    file_name: 'ada-cv.pdf',
    template_id: 'modern',
    ...overrides,
  };
}

/** What GET /cv/{id}/preview-pages was asked, one entry per request. */
export const pagesRequests: { template: string | null; paper: string | null }[] = [];

/** The preview and the page's other reads; advancedTemplate undefined = not said by the server. */
export function servePreview({
  preview = previewBody(),
  advancedTemplate,
  versions = [],
}: {
  preview?: Record<string, unknown>;
  advancedTemplate?: number;
  versions?: unknown[];
} = {}) {
  pagesRequests.length = 0;
  server.use(
    http.get(apiUrl(`/cv/${CV_ID}/preview`), () => HttpResponse.json(preview)),
    // Two pages in the template and paper asked for.
    http.get(apiUrl(`/cv/${CV_ID}/preview-pages`), ({ request }) => {
      const { searchParams } = new URL(request.url);
      const template = searchParams.get('template');
      const paper = searchParams.get('paper');
      pagesRequests.push({ template, paper });
      return HttpResponse.json({
        success: true,
        data: {
          template_id: template,
          paper,
          pages: [1, 2].map((page) => svgPage(`${template} ${paper} page ${page}`)),
        },
      });
    }),
    // The record without a generated part (tests of generated CVs serve their own).
    http.get(apiUrl(`/cv/${CV_ID}`), () =>
      HttpResponse.json({
        success: true,
        data: {
          id: CV_ID,
          title: 'Data Engineer CV',
          fileName: null,
          status: 'processed',
          type: 'generated',
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-03-01T10:00:00.000Z',
          content: null,
          generated: null,
        },
      }),
    ),
    http.get(apiUrl(`/cv/${CV_ID}/versions`), () =>
      HttpResponse.json({ success: true, data: { versions } }),
    ),
    http.get(apiUrl('/templates'), () =>
      HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
    ),
    http.get(apiUrl('/user-usage/info'), () =>
      HttpResponse.json({
        success: true,
        data: {
          plan: { name: advancedTemplate === 0 ? 'Free' : 'Pro' },
          limits: {
            cv_generation: 3,
            cv_upload: 5,
            cv_edit_limit: 5,
            ...(advancedTemplate === undefined ? {} : { advanced_template: advancedTemplate }),
          },
          usage: { cv_generation: 0, cv_upload: 0, cv_edit_limit: 0 },
          can_perform_action: { cv_generation: true, cv_upload: true, cv_edit_limit: true },
          is_free_user: advancedTemplate === 0,
        },
      }),
    ),
  );
}

/** The page at /app/cv/{id}/preview under its real route pattern, so useParams sees the id. */
export function renderPreviewPage(id = CV_ID) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [{ path: paths.app.cvPreview.path, element: <PreviewCvPage /> }],
    { initialEntries: [paths.app.cvPreview.getHref(id)] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}
