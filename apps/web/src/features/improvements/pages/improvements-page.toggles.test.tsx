import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmSkills,
  markedTexts,
  previewSheet,
  renderImprovementsPage,
  serveImprove,
} from '../testing/improvements-fixtures';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const toggle = (name: string) => screen.getByRole('switch', { name });
const SKILLS = { skills: ['Kafka', 'dbt'] };

describe('ImprovementsPage toggles', () => {
  afterEach(() => vi.useRealTimers());

  it('saves 100 ms after the last change: quick toggles make one request with the full list', async () => {
    const { puts } = serveImprove();
    renderImprovementsPage();
    await previewSheet();
    vi.useFakeTimers();

    confirmSkills();
    fireEvent.click(toggle('Add missing technical skills'));
    await act(() => vi.advanceTimersByTimeAsync(60));
    fireEvent.click(toggle('Put your strengths in the summary'));
    expect(toggle('Add missing technical skills')).toBeChecked();
    expect(toggle('Put your strengths in the summary')).toHaveTextContent('Applied');

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(puts).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ applied_improvements: ['skills', 'sum'], confirmed: SKILLS });

    fireEvent.click(toggle('Add missing technical skills'));
    expect(toggle('Add missing technical skills')).not.toBeChecked();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ applied_improvements: ['sum'] });
  });

  it('marks applied texts "New" in the preview, and no longer once unapplied', async () => {
    serveImprove();
    const { user } = renderImprovementsPage();
    const sheet = await previewSheet();
    expect(markedTexts(sheet)).toEqual([]);

    confirmSkills();
    await user.click(toggle('Add missing technical skills'));
    await user.click(toggle('Put your strengths in the summary'));
    // The page is typeset from the improved content (the skills now include the added ones),
    // with the applied texts marked.
    await waitFor(() => {
      expect(sheet).toHaveTextContent('Python / Kafka / dbt');
      expect(markedTexts(sheet)).toEqual([
        'Builds reliable data platforms. Core strengths: Kafka.',
        'Kafka',
        'dbt',
      ]);
    });

    await user.click(toggle('Put your strengths in the summary'));
    await waitFor(() => {
      expect(sheet).not.toHaveTextContent('Core strengths');
      expect(sheet).toHaveTextContent('Builds reliable data platforms.');
      expect(markedTexts(sheet)).toEqual(['Kafka', 'dbt']);
    });
  });

  it('asks which company receives an experience line; Cancel leaves it off', async () => {
    const { puts } = serveImprove();
    const { user } = renderImprovementsPage();
    await previewSheet();

    await user.type(screen.getByLabelText('The project or team you led'), 'a team of four');
    await user.type(screen.getByLabelText('What you achieved'), 'ship billing');
    await user.click(toggle('Show leadership'));
    const dialog = screen.getByRole('dialog', { name: 'Choose the experience' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Analytical EnginesEngineer', 'Babbage & CoAnalyst', 'Cancel', '']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle('Show leadership')).not.toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(puts).toHaveLength(0);
  });

  it('sends the chosen company for a keyword line and draws it in that job', async () => {
    const { puts } = serveImprove();
    const { user } = renderImprovementsPage();
    const sheet = await previewSheet();

    await user.click(toggle('Use "Airflow" in your experience'));
    await user.click(screen.getByRole('button', { name: /Babbage & Co/ }));

    expect(toggle('Use "Airflow" in your experience')).toBeChecked();
    expect(screen.getByText('Added to Babbage & Co')).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      applied_improvements: ['kw'],
      part_to_update: { kw: 'Babbage & Co' },
    });
    await waitFor(() => {
      expect(markedTexts(sheet)).toEqual(['Scheduled pipelines with Airflow.']);
      expect(sheet.textContent).toMatch(/Babbage & Co.*Scheduled pipelines with Airflow\./);
    });

    await user.click(toggle('Use "Airflow" in your experience'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ applied_improvements: [] });
    await waitFor(() => expect(sheet).not.toHaveTextContent('Scheduled pipelines with Airflow.'));
  });

  it('is keyboard operable: Space toggles the focused switch', async () => {
    const { puts } = serveImprove();
    const { user } = renderImprovementsPage();
    await previewSheet();
    toggle('Put your strengths in the summary').focus();
    await user.keyboard(' ');
    expect(toggle('Put your strengths in the summary')).toBeChecked();
    await waitFor(() => expect(puts).toEqual([{ applied_improvements: ['sum'] }]));
  });

  it('keeps the toggle on when an auto-save fails, and the next change retries', async () => {
    let status = 500;
    const { puts } = serveImprove({ putStatus: () => status });
    const { user } = renderImprovementsPage();
    await previewSheet();

    confirmSkills();
    await user.click(toggle('Add missing technical skills'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(toggle('Add missing technical skills')).toBeChecked();

    status = 200;
    await user.click(toggle('Put your strengths in the summary'));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ applied_improvements: ['skills', 'sum'], confirmed: SKILLS });
  });
});
