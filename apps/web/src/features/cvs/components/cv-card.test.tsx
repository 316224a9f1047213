import { cvListItemSchema } from '@cvforge/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cvFixture, richPreviewContent } from '@/testing/fixtures/cvs';
import { renderWithProviders } from '@/testing/render';
import type { CvActions } from '../hooks/use-cv-actions';
import { CvCard } from './cv-card';
import { PROCESSING_MESSAGES } from './cv-processing-placeholder';

const actions = {
  download: vi.fn(),
  setDefault: vi.fn(),
  requestDelete: vi.fn(),
  startAts: vi.fn(),
  openAnalytics: vi.fn(),
} as unknown as CvActions;

function renderCard(overrides: Record<string, unknown>) {
  const cv = cvListItemSchema.parse(cvFixture(overrides));
  renderWithProviders(
    <ul>
      <CvCard cv={cv} actions={actions} />
    </ul>,
  );
  return cv;
}

const actionNames = () =>
  Array.from(
    screen.getByRole('group', { name: /^Actions for/ }).querySelectorAll('a, button'),
    (element) => element.getAttribute('aria-label'),
  );

describe('CvCard actions', () => {
  it('offers every action on an uploaded, processed, non-default CV with a file', () => {
    const cv = renderCard({ type: 'uploaded', status: 'processed', fileSize: 1000 });
    expect(actionNames()).toEqual([
      'Download',
      'Set as default',
      'Analytics',
      'ATS Analytics',
      'Delete',
    ]);
    act(() => screen.getByRole('button', { name: 'Analytics' }).click());
    expect(actions.openAnalytics).toHaveBeenCalledWith(cv);
    act(() => screen.getByRole('button', { name: 'ATS Analytics' }).click());
    expect(actions.startAts).toHaveBeenCalledWith(cv);
  });

  it('offers the analyses only once the CV is processed', () => {
    renderCard({ type: 'uploaded', status: 'processing' });
    expect(screen.getByRole('button', { name: 'ATS Analytics' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Analytics' })).toBeDisabled();
  });

  it('offers Download on a CV without a stored file (manual, imported, generated), and no ATS Analytics', () => {
    // docs/decisions/005-manual-cvs.md: manual and imported CVs are `generated` with file_size 0.
    renderCard({ type: 'generated', status: 'processed', fileSize: 0 });
    expect(actionNames()).toEqual(['Download', 'Set as default', 'Analytics', 'Delete']);
  });

  it('hides Download while the CV is processing or after it failed', () => {
    renderCard({ type: 'uploaded', status: 'failed', fileSize: 1000 });
    expect(actionNames()).not.toContain('Download');
  });

  it('hides Set as default on the current default CV and marks it', () => {
    renderCard({ is_default: true, status: 'processing' });
    expect(actionNames()).toEqual(['Analytics', 'ATS Analytics', 'Delete']);
    expect(screen.getByText('Default')).toBeInTheDocument();
  });
});

describe('CvCard status display', () => {
  afterEach(() => vi.useRealTimers());

  it('rotates the processing messages every 1600 ms', () => {
    vi.useFakeTimers();
    renderCard({ status: 'processing' });
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText(PROCESSING_MESSAGES[0])).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1599));
    expect(screen.getByText(PROCESSING_MESSAGES[0])).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(PROCESSING_MESSAGES[1])).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1600 * (PROCESSING_MESSAGES.length - 1)));
    expect(screen.getByText(PROCESSING_MESSAGES[0])).toBeInTheDocument();
  });

  it('shows a destructive badge and "Preview failed" with the reason for a failed CV', () => {
    renderCard({ status: 'failed', description: 'The PDF has no text layer.' });
    expect(screen.getByText('Failed')).toHaveAttribute('data-status', 'failed');
    expect(screen.getByText('Preview failed')).toBeInTheDocument();
    expect(screen.getByText('The PDF has no text layer.')).toBeInTheDocument();
  });

  it('shows the ATS gauge only for uploaded, processed CVs with a score', () => {
    renderCard({ type: 'uploaded', status: 'processed', ats_score: 82 });
    expect(screen.getByRole('img', { name: 'ATS score 82 out of 100' })).toBeInTheDocument();
  });

  it.each([
    { type: 'generated', status: 'processed', ats_score: 82 },
    { type: 'uploaded', status: 'processing', ats_score: 82 },
    { type: 'uploaded', status: 'processed', ats_score: null },
  ])('has no gauge for %o', (overrides) => {
    renderCard(overrides);
    expect(screen.queryByRole('img', { name: /ATS score/ })).not.toBeInTheDocument();
  });

  it('draws the mini preview as the first page the API typesets for this CV, hidden from readers', async () => {
    const cv = renderCard({ status: 'processed', preview_content: richPreviewContent });
    const preview = await screen.findByTestId('mini-preview');
    const image = preview.querySelector('img');
    expect(decodeURIComponent(image?.getAttribute('src') ?? '')).toContain(`Thumbnail of ${cv.id}`);
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(preview.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
  });

  it('draws a document icon instead when the CV has nothing to show', () => {
    renderCard({ status: 'processed', preview_content: { personal_info: {}, sections: [] } });
    expect(screen.queryByTestId('mini-preview')).not.toBeInTheDocument();
  });
});
