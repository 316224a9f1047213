import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ManualCvPage } from '../pages/manual-cv-page';
import { ImportJsonResumeButton } from './import-json-resume-button';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

/** The create-cv screen's two modes that matter here: choose (with the import) and manual. */
function CreateCvModes() {
  const [params] = useSearchParams();
  return params.get('mode') === 'manual' ? (
    <ManualCvPage onCancel={() => {}} />
  ) : (
    <ImportJsonResumeButton />
  );
}

const resume = {
  basics: {
    name: 'Richard Hendriks',
    label: 'Programmer',
    email: 'richard@example.com',
    summary: 'Richard hails from Tulsa.',
  },
  work: [
    {
      name: 'Pied Piper',
      position: 'CEO/President',
      startDate: '2013-12-01',
      highlights: ['Built an algorithm'],
    },
  ],
  skills: [{ name: 'Web Development', keywords: ['HTML', 'CSS'] }],
  languages: [{ language: 'English', fluency: 'Native speaker' }],
};

function pick(text: string) {
  return new File([text], 'resume.json', { type: 'application/json' });
}

afterEach(() => vi.clearAllMocks());

describe('ImportJsonResumeButton', () => {
  it('opens the manual form prefilled from a JSON Resume file', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateCvModes />, { route: '/app/create-cv' });
    expect(screen.getByRole('button', { name: 'Import JSON Resume' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('JSON Resume file'), pick(JSON.stringify(resume)));

    expect(await screen.findByLabelText('Full name')).toHaveValue('Richard Hendriks');
    expect(screen.getByLabelText('Email')).toHaveValue('richard@example.com');
    expect(screen.getByLabelText('Professional Summary')).toHaveValue('Richard hails from Tulsa.');
    expect(screen.getByLabelText('Job title 1')).toHaveValue('CEO/President');
    expect(screen.getByLabelText('Company 1')).toHaveValue('Pied Piper');
    expect(screen.getByLabelText('Key achievements 1')).toHaveValue('Built an algorithm');
    expect(screen.getByLabelText('Technical skills')).toHaveValue('HTML, CSS');
    expect(screen.getByLabelText('Language level 1')).toHaveValue('Native speaker');
  });

  it.each([
    ['not JSON', '{ "basics": ', 'The file is not valid JSON.'],
    ['a JSON list', '[1, 2]', 'The file is not a JSON Resume document.'],
  ])('explains a file that is %s and stays on the choose screen', async (_case, text, message) => {
    const user = userEvent.setup();
    renderWithProviders(<CreateCvModes />, { route: '/app/create-cv' });
    await user.upload(screen.getByLabelText('JSON Resume file'), pick(text));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Import failed',
        expect.objectContaining({ description: message }),
      ),
    );
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });
});
