import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirmSkills,
  CV_ID,
  IMPROVEMENTS,
  previewSheet,
  renderImprovementsPage,
  serveImprove,
} from '../testing/improvements-fixtures';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const location = () => screen.getByTestId('location');
const SKILLS = { skills: ['Kafka', 'dbt'] };

describe('ImprovementsPage save', () => {
  beforeEach(() => vi.clearAllMocks());

  it('warns and stays when nothing is applied', async () => {
    const { puts } = serveImprove();
    const { user } = renderImprovementsPage();
    await previewSheet();
    await user.click(screen.getByRole('button', { name: 'Save 0 Improvements' }));
    expect(toast.warning).toHaveBeenCalledWith(
      'No Improvements Selected',
      expect.objectContaining({ description: 'Please select at least one improvement to save.' }),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('sends the pending change at once, says so and opens the preview', async () => {
    const { puts } = serveImprove();
    renderImprovementsPage();
    await previewSheet();
    // Synchronous clicks, all within the auto-save delay: Save itself sends the state.
    confirmSkills();
    fireEvent.click(screen.getByRole('switch', { name: 'Add missing technical skills' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Put your strengths in the summary' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save 2 Improvements' }));

    await waitFor(() => expect(location()).toHaveTextContent(`/app/cv/${CV_ID}/preview`));
    expect(puts).toEqual([{ applied_improvements: ['skills', 'sum'], confirmed: SKILLS }]);
    expect(toast.success).toHaveBeenCalledWith(
      'Improvements Saved Successfully',
      expect.anything(),
    );
  });

  it('saves without a new request when everything is already saved', async () => {
    const { puts } = serveImprove({
      improvements: IMPROVEMENTS.map((item) =>
        item.id === 'sum' ? { ...item, applied: true } : item,
      ),
    });
    const { user } = renderImprovementsPage();
    await previewSheet();
    await user.click(screen.getByRole('button', { name: 'Save 1 Improvement' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/app/cv/${CV_ID}/preview`));
    expect(puts).toHaveLength(0);
  });

  it('says "Save Failed" and stays when the save fails; a second try can succeed', async () => {
    let status = 500;
    const { puts } = serveImprove({ putStatus: () => status });
    const { user } = renderImprovementsPage();
    await previewSheet();
    confirmSkills();
    await user.click(screen.getByRole('switch', { name: 'Add missing technical skills' }));
    // Let the auto-save fail silently first.
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(toast.error).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save 1 Improvement' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Save Failed',
        expect.objectContaining({ description: 'Failed to save improvements. Please try again.' }),
      ),
    );
    expect(puts).toHaveLength(2);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Add missing technical skills' })).toBeChecked();

    status = 200;
    await user.click(screen.getByRole('button', { name: 'Save 1 Improvement' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/app/cv/${CV_ID}/preview`));
    expect(puts[2]).toEqual({ applied_improvements: ['skills'], confirmed: SKILLS });
  });

  it('goes back to the CV when opened directly', async () => {
    serveImprove();
    const { user } = renderImprovementsPage();
    await previewSheet();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toHaveTextContent(`/app/cv/${CV_ID}/preview`);
  });
});
