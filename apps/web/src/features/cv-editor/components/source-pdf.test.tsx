import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { CV_ID, answerEdit, editableContent, renderEditPage } from '../testing/edit-page-harness';

// pdf.js draws on a canvas jsdom does not have: the pages are two A4 sheets drawn as nothing.
vi.mock('../utils/pdf-pages', () => ({
  openPdfPages: vi.fn(async () =>
    [1, 2].map(() => ({ width: 595, height: 842, draw: vi.fn(async () => undefined) })),
  ),
}));
vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const NAME_BOX = { page: 1, x: 0.1, y: 0.05, w: 0.4, h: 0.03 };
const COMPANY_BOX = { page: 2, x: 0.2, y: 0.3, w: 0.25, h: 0.02 };

let originals = 0;
beforeEach(() => {
  originals = 0;
  server.use(
    http.get(apiUrl(`/cv/${CV_ID}/original`), () => {
      originals++;
      return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'content-type': 'application/pdf' },
      });
    }),
  );
});
afterEach(() => vi.clearAllMocks());

describe('the uploaded PDF beside the form', () => {
  it('marks where the focused field was read, and says it in words', async () => {
    answerEdit(null, editableContent(), null, null, {
      'personal_info.name': NAME_BOX,
      'sections.experience.0.company': COMPANY_BOX,
    });
    const user = renderEditPage();
    const yourPdf = await screen.findByRole('button', { name: 'Your PDF' });
    expect(yourPdf).toHaveAttribute('aria-pressed', 'false');
    await user.click(yourPdf);
    expect(yourPdf).toHaveAttribute('aria-pressed', 'true');
    const pages = await screen.findAllByRole('img', { name: /^Page \d of your PDF$/ });
    expect(pages).toHaveLength(2);
    expect(screen.queryByTestId('source-mark')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Full name'));
    expect(
      screen.getByText('Full name: read from page 1 of your PDF, marked in yellow.'),
    ).toBeVisible();
    const mark = screen.getByTestId('source-mark');
    expect(mark.parentElement).toContainElement(pages[0]!);
    expect(mark).toHaveStyle({ left: 'calc(10% - 3px)', top: 'calc(5% - 3px)' });

    await user.click(screen.getByLabelText('Company 1'));
    expect(
      screen.getByText('Company 1: read from page 2 of your PDF, marked in yellow.'),
    ).toBeVisible();
    expect(screen.getByTestId('source-mark').parentElement).toContainElement(pages[1]!);

    await user.click(screen.getByLabelText('Email'));
    expect(screen.getByText('Email: not found on your PDF.')).toBeVisible();
    expect(screen.queryByTestId('source-mark')).not.toBeInTheDocument();

    // The live preview is one click away; the PDF was fetched once.
    await user.click(screen.getByRole('button', { name: 'Live preview' }));
    expect(within(document.body).getByRole('heading', { name: 'Live preview' })).toBeVisible();
    expect(originals).toBe(1);
  });

  it('shows only the live preview for a CV with no uploaded PDF', async () => {
    answerEdit();
    renderEditPage();
    expect(await screen.findByRole('heading', { name: 'Live preview' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Your PDF' })).not.toBeInTheDocument();
    expect(originals).toBe(0);
  });

  it('says so when the PDF cannot be fetched', async () => {
    server.use(
      http.get(apiUrl(`/cv/${CV_ID}/original`), () =>
        HttpResponse.json(
          { success: false, message: 'This CV has no uploaded file.' },
          { status: 404 },
        ),
      ),
    );
    answerEdit(null, editableContent(), null, null, { 'personal_info.name': NAME_BOX });
    const user = renderEditPage();
    await user.click(await screen.findByRole('button', { name: 'Your PDF' }));
    expect(await screen.findByText('Your PDF could not be shown.')).toBeVisible();
  });
});
