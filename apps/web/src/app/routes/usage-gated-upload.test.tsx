import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { checkUploadHandler } from '@/testing/msw/handlers/cvs';
import { server } from '@/testing/msw/server';
import { dropFiles, pdfFile } from '@/testing/drop-files';
import { renderWithProviders } from '@/testing/render';
import { UsageGatedUpload } from './usage-gated-upload';

const render = () => {
  const user = userEvent.setup();
  renderWithProviders(<UsageGatedUpload />, { route: '/app/upload-cv' });
  return user;
};

describe('UsageGatedUpload', () => {
  it('shows the usage-loading state, then the drop zone', async () => {
    server.use(checkUploadHandler(true));
    render();
    expect(screen.getByRole('status', { name: 'Loading usage information' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose File' })).toBeEnabled();
  });

  it('blocks uploads with the limit banner when can_perform is false', async () => {
    server.use(checkUploadHandler(false, 5, 5));
    const user = render();
    expect(
      await screen.findByText('Upload limit exceeded. Please upgrade your plan to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Upgrade Required')).toBeInTheDocument();
    expect(screen.getByText("You've reached your limit!")).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'CV uploads' })).toHaveAttribute(
      'aria-valuetext',
      'Monthly Usage 5/5',
    );
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Upgrade Required')).not.toBeInTheDocument();
  });

  it('offers a retry when usage information fails to load', async () => {
    server.use(
      http.get(apiUrl('/user-usage/check-action/cv_upload'), () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 500 }),
      ),
    );
    const user = render();
    expect(
      await screen.findByText('Failed to load usage information. Please try again.'),
    ).toBeInTheDocument();
    server.use(checkUploadHandler(true));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Choose File' })).toBeInTheDocument();
  });

  it('shows the banner with the server numbers when the upload answers 402', async () => {
    server.use(
      checkUploadHandler(true, 4, 5),
      http.post(apiUrl('/cv'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'LIMIT_EXCEEDED',
            message: 'Usage limit exceeded',
            detail: { limit_exceeded: true, usage_type: 'cv_upload', current_usage: 5, limit: 5 },
          },
          { status: 402 },
        ),
      ),
    );
    const user = render();
    await screen.findByTestId('dropzone');
    dropFiles([pdfFile()]);
    await user.click(await screen.findByRole('button', { name: 'Upload CV' }));
    expect(
      await screen.findByText(
        'CV upload limit exceeded. You have used 5/5 CV uploads this month. Please upgrade your plan to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Upgrade Required')).toBeInTheDocument();
  });

  it('shows the limit on the next upload, not on the success of the last one allowed', async () => {
    let used = 4;
    server.use(
      http.get(apiUrl('/user-usage/check-action/cv_upload'), () =>
        HttpResponse.json({
          can_perform: used < 5,
          usage_type: 'cv_upload',
          current_usage: used,
          limit: 5,
        }),
      ),
      http.post(apiUrl('/cv'), () => {
        used += 1;
        return HttpResponse.json({
          success: true,
          message: 'CV Uploaded Successfully!',
          data: {
            id: '0b6f3a52-1d4e-4c1a-9f57-3f3e4d9a1b2c',
            fileName: 'cv.pdf',
            status: 'processing',
            fileSize: 4,
          },
        });
      }),
    );
    const user = render();
    await screen.findByTestId('dropzone');
    dropFiles([pdfFile()]);
    await user.click(await screen.findByRole('button', { name: 'Upload CV' }));
    expect(await screen.findByText('CV Uploaded Successfully!')).toBeInTheDocument();
    // The usage is re-read after the upload (now 5/5): the success stands alone.
    await waitFor(() => expect(used).toBe(5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      screen.queryByText('Upload limit exceeded. Please upgrade your plan to continue.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Upgrade Required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload Another' }));
    expect(
      await screen.findByText('Upload limit exceeded. Please upgrade your plan to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'CV uploads' })).toHaveAttribute(
      'aria-valuetext',
      'Monthly Usage 5/5',
    );
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeDisabled();
  });
});
