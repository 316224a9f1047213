import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { pageText } from '@/testing/msw/handlers/cv-pages';
import { server } from '@/testing/msw/server';
import {
  CV_ID,
  pagesRequests,
  previewBody,
  previewContent,
  renderPreviewPage,
  servePreview,
} from '../testing/preview-handlers';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const sheet = () => screen.findByRole('article', { name: 'CV of Ada Lovelace' });

describe('PreviewCvPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the header card and the CV’s pages as the API typesets them, in its template', async () => {
    servePreview({
      preview: previewBody({
        job_title: 'Data Engineer',
        company_name: 'Northwind',
        match_score: 8,
        generated_at: '2026-03-01T10:00:00.000Z',
      }),
    });
    renderPreviewPage();
    expect(screen.getByRole('status', { name: 'Loading CV preview' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading CV pages' })).toBeInTheDocument();
    const cv = await sheet();
    expect(cv).toHaveAttribute('data-template', 'modern');
    const pages = within(cv).getAllByRole('img');
    expect(pages.map((page) => page.getAttribute('alt'))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    expect(pages.map(pageText)).toEqual(['modern A4 page 1', 'modern A4 page 2']);
    expect(pages[0]).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;/));
    expect(pagesRequests).toEqual([{ template: 'modern', paper: 'A4' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'ada-cv.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Northwind')).toBeInTheDocument();
    expect(screen.getByText('8/10')).toBeInTheDocument();
    expect(screen.getByText('March 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/app/cv/${CV_ID}/edit`,
    );
    expect(screen.queryByRole('link', { name: /Analytics Insights/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ATS Score' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cover Letter' })).not.toBeInTheDocument();
  });

  it('offers Analytics Insights (beta) for a generated CV and shows an existing ATS score', async () => {
    servePreview({ preview: previewBody({ type: 'generated', ats_analytics: { atsScore: 83 } }) });
    renderPreviewPage();
    const link = await screen.findByRole('link', { name: /Analytics Insights/ });
    expect(link).toHaveAttribute('href', `/app/cv/${CV_ID}/analytics`);
    expect(link).toHaveTextContent('Beta');
    const ats = screen.getByRole('heading', { name: 'ATS Score' }).closest('section')!;
    expect(ats).toHaveTextContent('83/100');
  });

  it('reads content sent as a JSON string', async () => {
    servePreview({ preview: previewBody({ preview_content: JSON.stringify(previewContent) }) });
    renderPreviewPage();
    expect(await sheet()).toBeInTheDocument();
  });

  it('shows the unavailable placeholder when the pages cannot be typeset', async () => {
    servePreview();
    server.use(
      http.get(apiUrl(`/cv/${CV_ID}/preview-pages`), () =>
        HttpResponse.json({ success: false, code: 'INTERNAL', message: 'Down' }, { status: 500 }),
      ),
    );
    renderPreviewPage();
    expect(await screen.findByText('Preview content not available')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ada-cv.pdf' })).toBeInTheDocument();
  });

  it('says "CV Not Found" with a way back to the dashboard for an unknown id', async () => {
    server.use(
      http.get(apiUrl(`/cv/${CV_ID}/preview`), () =>
        HttpResponse.json({ success: false, message: 'CV not found' }, { status: 404 }),
      ),
    );
    renderPreviewPage();
    expect(await screen.findByRole('heading', { name: 'CV Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/app');
  });

  it.each([
    ['an uploaded CV without content', { preview_content: null }, 'Preview content not available'],
    [
      'a generated CV without content',
      { preview_content: null, type: 'generated' },
      'No CV Generated Yet.',
    ],
  ])('shows the empty state for %s', async (_name, overrides, message) => {
    servePreview({ preview: previewBody(overrides) });
    renderPreviewPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says "Invalid preview content" when the stored JSON does not parse', async () => {
    servePreview({ preview: previewBody({ preview_content: '{"personal_info": ' }) });
    renderPreviewPage();
    expect(await screen.findByText('Preview content not available')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(
      'Invalid preview content',
      expect.objectContaining({ description: 'Could not parse generated content JSON.' }),
    );
  });
});
