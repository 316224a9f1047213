import type { CvListResponse } from '@cvforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { dropFiles, pdfFile } from '@/testing/drop-files';
import { renderWithProviders } from '@/testing/render';
import { getCvsQueryOptions } from '../api/get-cvs';
import { UploadCvScreen } from './upload-cv-screen';

const ready = { status: 'ready', isBlocked: false, onRetry: () => {} } as const;
const NEW_ID = '0b6f3a52-1d4e-4c1a-9f57-3f3e4d9a1b2c';

function renderScreen() {
  const user = userEvent.setup();
  const result = renderWithProviders(<UploadCvScreen gate={ready} />, { route: '/app/upload-cv' });
  return { user, ...result };
}

function answerUpload(status = 200, body?: unknown, wait = 0) {
  server.use(
    http.post(apiUrl('/cv'), async () => {
      if (wait) await delay(wait);
      return HttpResponse.json(
        body ?? {
          success: true,
          message: 'Uploaded',
          data: { id: NEW_ID, fileName: 'Jane Doe CV.pdf', status: 'processing', fileSize: 2048 },
        },
        { status },
      );
    }),
  );
}

describe('UploadCvScreen', () => {
  it.each([
    ['file-invalid-type', [pdfFile('notes.txt', 10, 'text/plain')], 'Please upload a PDF file'],
    ['file-too-large', [pdfFile('big.pdf', 10_485_761)], 'File size must be less than 10MB'],
    ['file-too-small', [pdfFile('empty.pdf', 0)], 'The file is empty. Please choose another PDF.'],
    ['too-many-files', [pdfFile('a.pdf'), pdfFile('b.pdf')], 'Please upload one file at a time.'],
  ])('explains %s', async (_code, files, message) => {
    renderScreen();
    dropFiles(files);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('CV Title')).not.toBeInTheDocument();
  });

  it('accepts a PDF of exactly 10 MB and prefills the title without the extension', async () => {
    renderScreen();
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeInTheDocument();
    dropFiles([pdfFile('Jane Doe CV.final.pdf', 10_485_760)]);
    expect(await screen.findByLabelText('CV Title')).toHaveValue('Jane Doe CV.final');
    expect(screen.getByLabelText('Set as default CV')).not.toBeChecked();
  });

  it('shows "Upload CV" only while the trimmed title is not empty', async () => {
    const { user } = renderScreen();
    dropFiles([pdfFile()]);
    const title = await screen.findByLabelText('CV Title');
    expect(screen.getByRole('button', { name: 'Upload CV' })).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, '   ');
    expect(screen.queryByRole('button', { name: 'Upload CV' })).not.toBeInTheDocument();
    await user.type(title, 'x');
    expect(screen.getByRole('button', { name: 'Upload CV' })).toBeInTheDocument();
  });

  it('uploads with progress, shows the success screen and adds the CV as processing', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(apiUrl('/cv'), async ({ request }) => {
        sent = await request.formData();
        // Long enough for the progress to be seen however busy the machine.
        await delay(400);
        return HttpResponse.json({
          success: true,
          message: 'Uploaded',
          data: { id: NEW_ID, fileName: 'Jane Doe CV.pdf', status: 'processing', fileSize: 2048 },
        });
      }),
    );
    const { user, queryClient } = renderScreen();
    const key = getCvsQueryOptions().queryKey;
    queryClient.setQueryData(key, { cvs: [], total: 0, page: 1, size: 100, pages: 0 });
    dropFiles([pdfFile()]);
    await user.click(await screen.findByLabelText('Set as default CV'));
    await user.click(screen.getByRole('button', { name: 'Upload CV' }));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    expect(await screen.findByText('CV Uploaded Successfully!')).toBeInTheDocument();
    expect(sent!.get('title')).toBe('Jane Doe CV');
    expect(sent!.get('is_default')).toBe('true');
    expect(sent!.get('file')).toHaveProperty('type', 'application/pdf');

    const list = queryClient.getQueryData(key) as CvListResponse;
    expect(list.cvs[0]).toMatchObject({ id: NEW_ID, status: 'processing', is_default: true });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/app');
    await user.click(screen.getByRole('button', { name: 'Upload Another' }));
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeInTheDocument();
  });

  it('shows the "Upload Error" card: the size rule for 413, the generic text otherwise', async () => {
    answerUpload(413, { success: false, message: 'Payload too large' });
    const { user } = renderScreen();
    dropFiles([pdfFile()]);
    await user.click(await screen.findByRole('button', { name: 'Upload CV' }));
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Upload Error');
    expect(card).toHaveTextContent('File size must be less than 10MB');

    answerUpload(500, { success: false, message: 'boom' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload CV' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Upload CV' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Upload failed. Please try again.'),
    );
  });

  it('keeps the keyboard focus on the flow: one stop to choose, then the title, then the result', async () => {
    answerUpload();
    const { user } = renderScreen();
    // The drop zone itself is no tab stop: "Choose File" is its one keyboard control.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus();
    expect(screen.getByTestId('dropzone')).not.toHaveAttribute('tabindex');

    await user.upload(screen.getByLabelText('CV file (PDF)'), pdfFile());
    expect(await screen.findByLabelText('CV Title')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload CV' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'CV Uploaded Successfully!' })).toHaveFocus();
  });
});
