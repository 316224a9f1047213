import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_UPLOAD_MESSAGE } from '@cvforge/contracts';
import { handleLiveEvent } from '@/app/session/handle-live-event';
import { apiUrl } from '@/lib/api-client';
import { recentUploadsHandler } from '@/testing/msw/handlers/cvs';
import { server } from '@/testing/msw/server';
import { dropFiles, pdfFile } from '@/testing/drop-files';
import { renderWithProviders } from '@/testing/render';
import { UploadCvScreen } from './upload-cv-screen';

const ready = { status: 'ready', isBlocked: false, onRetry: () => {} } as const;
const EARLIER_ID = '5f0c2b1e-8a4d-4c3b-9e2f-1a2b3c4d5e6f';
const NEW_ID = '0b6f3a52-1d4e-4c1a-9f57-3f3e4d9a1b2c';
const FAILED_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

const dropPdf = () => dropFiles([pdfFile()]);

function renderScreen() {
  const user = userEvent.setup();
  const result = renderWithProviders(<UploadCvScreen gate={ready} />, { route: '/app/upload-cv' });
  return { user, ...result };
}

/** POST /cv: 409 for the same file unless the form carries confirm_duplicate. */
function answerAsDuplicateUnlessConfirmed() {
  const sent: FormData[] = [];
  server.use(
    http.post(apiUrl('/cv'), async ({ request }) => {
      const form = await request.formData();
      sent.push(form);
      if (form.get('confirm_duplicate') !== 'true') {
        return HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: DUPLICATE_UPLOAD_MESSAGE,
            detail: {
              duplicate_upload: true,
              cv_id: EARLIER_ID,
              title: 'Jane Doe CV',
              status: 'processing',
              uploaded_at: new Date().toISOString(),
            },
          },
          { status: 409 },
        );
      }
      return HttpResponse.json({
        success: true,
        message: 'Uploaded',
        data: { id: NEW_ID, fileName: 'Jane Doe CV.pdf', status: 'processing', fileSize: 4 },
      });
    }),
  );
  return sent;
}

describe('UploadCvScreen: the same file again', () => {
  it('asks before uploading it again, and sends it confirmed on "Upload again"', async () => {
    const sent = answerAsDuplicateUnlessConfirmed();
    const { user } = renderScreen();
    dropPdf();
    await user.click(await screen.findByRole('button', { name: 'Upload CV' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'You uploaded this file a moment ago',
    });
    expect(dialog).toHaveTextContent(
      'It was uploaded as “Jane Doe CV” less than a minute ago and is still being processed. Uploading it again adds a second CV and counts as another upload this month.',
    );
    // Not an error: nothing failed, the user is asked.
    expect(screen.queryByText('Upload Error')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('confirm_duplicate')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Upload again' }));
    expect(await screen.findByText('CV Uploaded Successfully!')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.get('confirm_duplicate')).toBe('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the earlier upload and the form on "Keep the earlier upload"', async () => {
    const sent = answerAsDuplicateUnlessConfirmed();
    const { user } = renderScreen();
    dropPdf();
    await user.click(await screen.findByRole('button', { name: 'Upload CV' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the earlier upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(screen.queryByText('CV Uploaded Successfully!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload CV' })).toBeEnabled();
  });
});

describe('UploadCvScreen: recent uploads (after a reload)', () => {
  it("lists the user's uploads in flight or just finished and follows their live events", async () => {
    // What the server answers: the first one processed once its event is sent.
    let earlierStatus = 'processing';
    server.use(
      recentUploadsHandler(() => [
        {
          id: EARLIER_ID,
          title: 'Jane Doe CV',
          fileName: 'jane.pdf',
          status: earlierStatus,
          failure_reason: null,
          uploaded_at: new Date().toISOString(),
        },
        {
          id: FAILED_ID,
          title: 'Cut CV',
          fileName: 'cut.pdf',
          status: 'failed',
          failure_reason: 'This file is not a readable PDF. It may be damaged.',
          uploaded_at: new Date().toISOString(),
        },
      ]),
    );
    const { queryClient } = renderScreen();
    const section = await screen.findByRole('region', { name: 'Your recent uploads' });
    const [processing, failed] = within(section).getAllByRole('listitem');
    expect(processing).toHaveTextContent('Jane Doe CV');
    expect(processing).toHaveTextContent('Processing');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('This file is not a readable PDF. It may be damaged.');

    earlierStatus = 'processed';
    handleLiveEvent(
      {
        type: 'cv.processed',
        event_id: EARLIER_ID,
        data: { cv_id: EARLIER_ID, status: 'processed', title: 'Jane Doe CV', ats_score: 72 },
      },
      { queryClient, navigate: () => {} },
    );
    expect(await within(processing!).findByText('Processed')).toBeInTheDocument();
    expect(within(processing!).getByRole('link', { name: 'View Jane Doe CV' })).toHaveAttribute(
      'href',
      `/app/cv/${EARLIER_ID}/preview`,
    );
  });

  it('shows no section when there is nothing recent', async () => {
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Choose File' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your recent uploads' })).not.toBeInTheDocument(),
    );
  });
});
