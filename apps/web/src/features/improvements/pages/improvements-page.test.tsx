import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import {
  atsReport,
  CV_ID,
  improvement,
  IMPROVEMENTS,
  markedTexts,
  previewSheet,
  renderImprovementsPage,
  serveImprove,
} from '../testing/improvements-fixtures';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

/** Group headings read "<label> <count> improvement(s)". */
const groupHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2, name: / \d+ improvements?$/ })
    .map((h) => h.textContent);

describe('ImprovementsPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('groups the improvements in the spec order, advice last, with counts', async () => {
    serveImprove({
      improvements: [...IMPROVEMENTS, improvement({ id: 'skills-2', type: 'skill' })],
    });
    renderImprovementsPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Improvements' })).toBeVisible();
    expect(groupHeadings()).toEqual([
      'Technical skills 2 improvements',
      'Keywords 1 improvement',
      'Experience 1 improvement',
      'Overall 1 improvement',
      'Formatting & structure 2 improvements',
    ]);
    const skills = screen.getByRole('region', { name: /^Technical skills/ });
    expect(within(skills).getByText('High priority')).toBeInTheDocument();
    expect(within(skills).getByRole('list', { name: 'Suggested skills' })).toHaveTextContent(
      'Kafkadbt',
    );
    // Advice (formatting, structure) changes nothing in the CV: no switch to apply it.
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    const advice = screen.getByRole('region', { name: /^Formatting & structure/ });
    expect(within(advice).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(advice).getAllByText('Advice: nothing to apply')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save 0 Improvements' })).toBeEnabled();
  });

  it('marks the [placeholders] of a suggestion stored before forms existed', async () => {
    const legacy = improvement({
      id: 'old',
      type: 'experience',
      title: 'Show leadership (old)',
      content: 'Led [project or team of N] to [outcome].',
    });
    serveImprove({ improvements: [legacy] });
    renderImprovementsPage();
    const card = (await screen.findByRole('switch', { name: 'Show leadership (old)' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Fill in')).toBeInTheDocument();
    expect(within(card).getByText('[outcome]').tagName).toBe('MARK');
    expect(within(card).getAllByText('(fill in)')).toHaveLength(2);
  });

  it('starts with the improvements the server reports applied switched on and marked', async () => {
    serveImprove({
      improvements: IMPROVEMENTS.map((item) =>
        item.id === 'skills' ? { ...item, applied: true, confirmed: ['Kafka', 'dbt'] } : item,
      ),
    });
    renderImprovementsPage();
    const sheet = await previewSheet();
    expect(screen.getByRole('switch', { name: 'Add missing technical skills' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'dbt', pressed: true })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Show leadership' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save 1 Improvement' })).toBeInTheDocument();
    await waitFor(() => expect(markedTexts(sheet)).toEqual(['Kafka', 'dbt']));
    expect(sheet).toHaveAttribute('data-template', 'modern');
  });

  it('shows the Essential Improvements (deduplicated, non-blank, max 5) and 8 critical keywords', async () => {
    serveImprove({
      report: atsReport(
        [
          'Add metrics',
          ' ',
          'Add metrics',
          'Use keywords',
          'Trim',
          'Fix dates',
          'Add links',
          'Sixth',
        ],
        ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10'],
      ),
    });
    renderImprovementsPage();
    const box = (await screen.findByRole('heading', { name: 'Essential Improvements' })).closest(
      'section',
    )!;
    expect(
      within(box)
        .getAllByRole('listitem')
        .slice(0, 5)
        .map((item) => item.textContent),
    ).toEqual(['Add metrics', 'Use keywords', 'Trim', 'Fix dates', 'Add links']);
    expect(within(box).queryByText('Sixth')).not.toBeInTheDocument();
    const keywords = within(box).getByRole('list', { name: 'Critical Keywords' });
    expect(
      within(keywords)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8']);
    // Without a potential score the report measured no gain, and no figure is shown.
    expect(screen.queryByRole('region', { name: 'Expected Impact' })).not.toBeInTheDocument();
  });

  it("shows the report's potential score as the expected impact, with what it rests on", async () => {
    serveImprove({
      report: {
        ...atsReport(['Add metrics']),
        potential: {
          current: 61,
          reachable: 68,
          keywords: [
            { keyword: 'Kafka', found_in_cv: 'Data CV' },
            { keyword: 'dbt', found_in_cv: 'Data CV' },
            { keyword: 'Go', found_in_cv: null },
          ],
        },
      },
    });
    renderImprovementsPage();
    await previewSheet();
    const impact = await screen.findByRole('region', { name: 'Expected Impact' });
    expect(impact).toHaveTextContent('ATS score 61 → 68');
    expect(impact).toHaveTextContent('With the 2 missing keywords your other CVs already show');
  });

  it('leaves the Essential Improvements out without an ATS report', async () => {
    serveImprove({ report: null });
    renderImprovementsPage();
    await previewSheet();
    expect(
      screen.queryByRole('heading', { name: 'Essential Improvements' }),
    ).not.toBeInTheDocument();
  });

  it('says "No AI Improvements Generated" with a way to the ATS report and back', async () => {
    serveImprove({ improvements: [] });
    const { user } = renderImprovementsPage();
    expect(
      await screen.findByRole('heading', { name: 'No AI Improvements Generated' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to ATS Analytics' })).toHaveAttribute(
      'href',
      `/app/cv/${CV_ID}/ats-analytics`,
    );
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    // Opened directly, Back has no history to return to: it opens the CV.
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/cv/${CV_ID}/preview`);
  });

  it('on a load failure says so and falls back to the ATS report, with Retry', async () => {
    serveImprove({ report: atsReport(['Add metrics', 'Add metrics', 'Use keywords']) });
    let fails = true;
    server.use(
      http.get(apiUrl(`/cv/${CV_ID}/generated`), () =>
        fails ? HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderImprovementsPage();
    expect(
      await screen.findByText('Failed to load CV improvement data. Please try again.'),
    ).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(
      'Error Loading Data',
      expect.objectContaining({
        description: 'Failed to load CV improvement data. Please try again.',
      }),
    );
    const list = screen.getByRole('heading', { name: 'Recommendations from your ATS report' })
      .nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Add metrics', 'Use keywords']);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'AI Improvements' })).toBeInTheDocument();
  });

  it('asks for a CV id when there is none', () => {
    renderImprovementsPage('/improve');
    expect(screen.getByRole('alert')).toHaveTextContent('CV ID is required for CV improvement.');
  });
});
