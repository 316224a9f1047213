import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import {
  CV_ID,
  previewBody,
  previewContent,
  renderPreviewPage,
  servePreview,
} from '../testing/preview-handlers';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const letter = 'Dear Northwind team,\n\nI build fast, accessible interfaces.';
const generatedPreview = () =>
  previewBody({
    type: 'generated',
    file_name: null,
    preview_content: {
      ...previewContent,
      sections: [
        ...previewContent.sections,
        { type: 'cover_letter', is_visible: false, content: { cover_letter: { content: letter } } },
      ],
    },
  });

/** GET /cv/{id} with the generated record; counts the calls. */
function serveRecord() {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl(`/cv/${CV_ID}`), ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json({
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
          generated: {
            file_name: 'Frontend Engineer - Northwind.pdf',
            job_title: 'Senior Frontend Engineer',
            company_name: 'Northwind Analytics',
            match_score: 8,
            generated_at: '2026-03-04T09:30:00.000Z',
            cover_letter_filename: 'cover-letter.pdf',
          },
        },
      });
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('PreviewCvPage for a generated CV', () => {
  it('shows file name, role, company, match score out of 10 and the generated date', async () => {
    servePreview({ preview: generatedPreview() });
    serveRecord();
    renderPreviewPage();
    // The record is read after the preview, so it can take a moment on a busy machine.
    const header = await screen.findByRole(
      'heading',
      { level: 1, name: 'Frontend Engineer - Northwind.pdf' },
      { timeout: 5_000 },
    );
    const card = header.closest('header')!;
    expect(card).toHaveTextContent('Role:Senior Frontend Engineer');
    expect(card).toHaveTextContent('Company:Northwind Analytics');
    expect(card).toHaveTextContent('Match score:8/10');
    expect(within(card).getByText(/2026/, { selector: 'time' })).toHaveAttribute(
      'dateTime',
      '2026-03-04T09:30:00.000Z',
    );
    expect(within(card).getByRole('link', { name: /Analytics Insights/ })).toHaveTextContent(
      /beta/i,
    );
  });

  it('does not ask for a record, nor offer Analytics Insights, for an uploaded CV', async () => {
    servePreview();
    const calls = serveRecord();
    renderPreviewPage();
    await screen.findByRole('heading', { level: 1, name: 'ada-cv.pdf' });
    expect(screen.queryByRole('link', { name: /Analytics Insights/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('counts the letter’s words and says how a short one can say more', async () => {
    servePreview({ preview: generatedPreview() });
    serveRecord();
    renderPreviewPage();
    const card = (await screen.findByRole('heading', { name: 'Cover Letter' })).closest('section')!;
    expect(within(card).getByText(/^8 words\./)).toHaveTextContent(
      'Letters of 250–400 words read best; this one says only what your CV shows.',
    );
  });

  it('names the cover letter PDF from filename*, else cover-letter-{id}.pdf', async () => {
    servePreview({ preview: generatedPreview() });
    serveRecord();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let disposition: string | null =
      'attachment; filename="x.pdf"; filename*=UTF-8\'\'Lettre%20%C3%A0%20Northwind.pdf';
    server.use(
      http.get(
        apiUrl(`/cv/${CV_ID}/download-cover-letter`),
        () =>
          new HttpResponse('%PDF-1.7', {
            headers: disposition ? { 'Content-Disposition': disposition } : {},
          }),
      ),
    );
    const { user } = renderPreviewPage();
    const card = (await screen.findByRole('heading', { name: 'Cover Letter' })).closest('section')!;
    await user.click(within(card).getByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'Lettre à Northwind.pdf',
    );
    disposition = null;
    await user.click(within(card).getByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect((click.mock.instances[1] as unknown as HTMLAnchorElement).download).toBe(
      `cover-letter-${CV_ID}.pdf`,
    );
    expect(toast.success).toHaveBeenCalledWith('Cover Letter Download Started', expect.anything());
  });

  it('says "Cover Letter Download Failed" when the download fails', async () => {
    servePreview({ preview: generatedPreview() });
    serveRecord();
    server.use(
      http.get(apiUrl(`/cv/${CV_ID}/download-cover-letter`), () =>
        HttpResponse.json({ success: false, message: 'No letter' }, { status: 404 }),
      ),
    );
    const { user } = renderPreviewPage();
    const card = (await screen.findByRole('heading', { name: 'Cover Letter' })).closest('section')!;
    await user.click(within(card).getByRole('button', { name: /Download PDF/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Cover Letter Download Failed',
        expect.objectContaining({
          description: 'Failed to download cover letter. Please try again.',
        }),
      ),
    );
  });

  it('tells the person to replace example values of a contact-only generation', async () => {
    const content = structuredClone(previewContent);
    content.sections[0] = {
      type: 'summary',
      order: 1,
      content: { text: '[Example] Frontend engineer with eight years of React.' },
    };
    servePreview({ preview: previewBody({ type: 'generated', preview_content: content }) });
    serveRecord();
    renderPreviewPage();
    expect(
      await screen.findByText(
        'This CV holds example values marked [Example]. Replace them in the editor before you send it.',
      ),
    ).toBeInTheDocument();
  });
});
