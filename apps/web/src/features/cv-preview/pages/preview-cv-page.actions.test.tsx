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

/** The template of the pages on screen once no other pages are being fetched. */
async function drawnTemplate() {
  const cv = await screen.findByRole('article', { name: 'CV of Ada Lovelace' });
  await waitFor(() => expect(cv).toHaveAttribute('aria-busy', 'false'));
  return cv.getAttribute('data-template');
}

/** PUT /cv/{id}/template: records each body and answers with `answer`. */
function serveTemplateUpdate(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put(apiUrl(`/cv/${CV_ID}/template`), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('PreviewCvPage templates', () => {
  beforeEach(() => vi.clearAllMocks());

  it('locks Modern and Creative for a free plan and draws the CV in Classic', async () => {
    servePreview({ advancedTemplate: 0 });
    const bodies = serveTemplateUpdate(() => HttpResponse.json({}));
    const { user } = renderPreviewPage();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Modern' })).toBeDisabled());
    expect(await drawnTemplate()).toBe('classic');
    expect(screen.getByRole('radio', { name: 'Classic' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Creative' })).toBeDisabled();
    expect(screen.getAllByText('Premium Template')).toHaveLength(2);
    for (const link of screen.getAllByRole('link', { name: 'Upgrade to access' })) {
      expect(link).toHaveAttribute('href', '/pricing');
    }
    await user.click(screen.getByRole('radio', { name: 'Creative' }));
    expect(await drawnTemplate()).toBe('classic');
    expect(bodies).toEqual([]);
  });

  it('lets a paid user switch: the preview changes and PUT stores the choice', async () => {
    servePreview({ advancedTemplate: 3 });
    const bodies = serveTemplateUpdate(() =>
      HttpResponse.json({
        success: true,
        message: 'Template updated',
        data: { template_id: 'creative' },
      }),
    );
    const { user } = renderPreviewPage();
    expect(await drawnTemplate()).toBe('modern');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Creative' })).toBeEnabled());
    expect(screen.queryByText('Premium Template')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Creative' }));
    expect(await drawnTemplate()).toBe('creative');
    await waitFor(() => expect(bodies).toEqual([{ template_id: 'creative' }]));
  });

  it('switches back and says why when the server answers 402', async () => {
    servePreview();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    serveTemplateUpdate(() => {
      release();
      return HttpResponse.json(
        {
          success: false,
          code: 'PAYMENT_REQUIRED',
          message: 'Modern and Creative templates need a paid plan.',
        },
        { status: 402 },
      );
    });
    const { user } = renderPreviewPage();
    expect(await drawnTemplate()).toBe('modern');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Creative' })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Creative' }));
    await answered;
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Premium Template',
        expect.objectContaining({
          description: 'Modern and Creative templates need a paid plan.',
        }),
      ),
    );
    expect(await drawnTemplate()).toBe('modern');
    expect(screen.getByRole('radio', { name: 'Modern' })).toBeChecked();
  });
});

describe('PreviewCvPage versions', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says when there are no earlier versions', async () => {
    servePreview();
    renderPreviewPage();
    expect(await screen.findByText('No earlier versions yet.')).toBeInTheDocument();
  });

  it('restores a version after confirmation and shows the restored content', async () => {
    const versions = [
      {
        id: '0b6f3a52-1d4e-4c1a-9f57-0000000000v2'.replace('v', 'a'),
        created_at: '2026-03-02T09:00:00.000Z',
        section_count: 4,
      },
      {
        id: '0b6f3a52-1d4e-4c1a-9f57-0000000000a1',
        created_at: '2026-03-01T09:00:00.000Z',
        section_count: 2,
      },
    ];
    servePreview({ versions });
    let current = previewContent;
    const restored: string[] = [];
    server.use(
      http.get(apiUrl(`/cv/${CV_ID}/preview`), () =>
        HttpResponse.json(previewBody({ preview_content: current })),
      ),
      http.post(apiUrl(`/cv/${CV_ID}/versions/:versionId/restore`), ({ params }) => {
        restored.push(String(params.versionId));
        current = {
          ...previewContent,
          personal_info: { ...previewContent.personal_info, name: 'Ada King' },
        };
        return HttpResponse.json({
          success: true,
          message: 'Version restored',
          data: { content: current },
        });
      }),
    );
    const { user } = renderPreviewPage();
    const list = await screen.findByRole('list', { name: 'Earlier versions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('4 sections');
    expect(list).toHaveTextContent('2 sections');

    await user.click(within(list).getAllByRole('button', { name: /^Restore/ })[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(restored).toEqual([]);

    await user.click(within(list).getAllByRole('button', { name: /^Restore/ })[1]!);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('article', { name: 'CV of Ada King' })).toBeInTheDocument();
    expect(restored).toEqual([versions[1]!.id]);
    expect(toast.success).toHaveBeenCalledWith('Version restored', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PreviewCvPage downloads and cover letter', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  function serveFile(path: string) {
    const urls: URL[] = [];
    server.use(
      http.get(apiUrl(path), ({ request }) => {
        urls.push(new URL(request.url));
        return new HttpResponse('file', {
          headers: { 'Content-Disposition': 'attachment; filename="ada.docx"' },
        });
      }),
    );
    return urls;
  }

  it('downloads PDF and DOCX on the chosen paper and says "Download Started"', async () => {
    servePreview();
    const urls = serveFile(`/cv/${CV_ID}/download`);
    const { user } = renderPreviewPage();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(urls).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Letter' }));
    expect(await screen.findByRole('article')).toHaveAttribute('data-paper', 'Letter');
    await user.click(screen.getByRole('button', { name: 'Download DOCX' }));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { format: 'pdf', paper: 'A4' },
      { format: 'docx', paper: 'Letter' },
    ]);
    expect(toast.success).toHaveBeenCalledWith(
      'Download Started',
      expect.objectContaining({ description: 'ada-cv.pdf is being downloaded.' }),
    );
  });

  it('warns "CV Not Ready" while the CV is processing and does not download', async () => {
    servePreview({ preview: previewBody({ status: 'processing' }) });
    const urls = serveFile(`/cv/${CV_ID}/download`);
    const { user } = renderPreviewPage();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(toast.warning).toHaveBeenCalledWith('CV Not Ready', expect.anything());
    expect(urls).toEqual([]);
  });

  it('exports the content as resume.json', async () => {
    servePreview();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPreviewPage();
    await user.click(await screen.findByRole('button', { name: 'Export JSON Resume' }));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    const json = JSON.parse(await blob.text()) as { basics: { name: string } };
    expect(json.basics.name).toBe('Ada Lovelace');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('resume.json');
  });

  it('copies and downloads the cover letter', async () => {
    const letter = 'Dear hiring team,\n\nI would love to join.';
    servePreview({
      preview: previewBody({
        preview_content: {
          ...previewContent,
          sections: [
            ...previewContent.sections,
            {
              type: 'cover_letter',
              is_visible: false,
              content: { cover_letter: { content: letter } },
            },
          ],
        },
      }),
    });
    const urls = serveFile(`/cv/${CV_ID}/download-cover-letter`);
    const { user } = renderPreviewPage();
    // After userEvent.setup(), which puts a clipboard stub of its own on navigator.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = (await screen.findByRole('heading', { name: 'Cover Letter' })).closest('section')!;
    expect(card).toHaveTextContent('I would love to join.');
    await user.click(within(card).getByRole('button', { name: /^Copy/ }));
    expect(writeText).toHaveBeenCalledWith(letter);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Cover Letter Copied',
        expect.objectContaining({ description: 'Cover letter copied to clipboard' }),
      ),
    );
    await user.click(within(card).getByRole('button', { name: /Download PDF/ }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Cover Letter Download Started',
        expect.anything(),
      ),
    );
    expect(urls[0]?.searchParams.get('paper')).toBe('A4');
  });
});
