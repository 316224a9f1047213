import { manualPayloadToCvContent, toJsonResume } from '@cvforge/cv-model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
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
    location: { city: 'San Francisco', postalCode: 'CA 94115', countryCode: 'US' },
    profiles: [{ network: 'Twitter', username: 'neutralthoughts' }],
  },
  work: [
    {
      name: 'Pied Piper',
      position: 'CEO/President',
      url: 'https://piedpiper.example.com',
      summary: 'Compression.',
      startDate: '2013-12-01',
      highlights: ['Built an algorithm'],
    },
  ],
  volunteer: [{ organization: 'CoderDojo', startDate: '2012-01-01' }],
  skills: [{ name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS'] }],
  languages: [{ language: 'English', fluency: 'Native speaker' }],
  meta: { canonical: 'https://example.com/resume.json', lastModified: '2017-12-24T15:53:00' },
  'x-hobby': 'chess',
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

  it('says what it keeps without a field, and saves it so the export gives it all back', async () => {
    const bodies: { content: unknown }[] = [];
    server.use(
      http.post(apiUrl('/cv/manual'), async ({ request }) => {
        bodies.push((await request.json()) as { content: unknown });
        return HttpResponse.json({ success: true, message: 'Created', data: { cv_id: 'cv-9' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CreateCvModes />, { route: '/app/create-cv' });
    await user.upload(screen.getByLabelText('JSON Resume file'), pick(JSON.stringify(resume)));

    expect(
      await screen.findByText('Kept from JSON Resume, exported unchanged: volunteer, x-hobby'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Kept from JSON Resume, exported unchanged: url, summary'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // What the server stores from the form (apps/api/src/modules/cvs/cvs.content.service.ts).
    const stored = manualPayloadToCvContent(bodies[0]!.content);
    expect(JSON.parse(JSON.stringify(toJsonResume(stored)))).toMatchObject(resume);
  });

  it.each([
    ['not JSON', '{ "basics": ', 'The file is not valid JSON.'],
    ['a JSON list', '[1, 2]', 'The file is not a JSON Resume document.'],
    [
      'a resume with a wrong date',
      '{ "work": [{ "startDate": "March 2020" }] }',
      'Not a valid JSON Resume: work[0].startDate must be a date like 2020-03-15, 2020-03 or 2020.',
    ],
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
