import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWizardStore } from '@/features/generation/store';
import { pickerItem, serveWizard } from '@/features/generation/testing/wizard-handlers';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { next, renderWizard, toDetails } from './generate-cv-route.harness';

// Whole wizard journeys with typing: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
afterEach(() => vi.restoreAllMocks());

const field = (name: string) => screen.getByRole('textbox', { name });

describe('Generation wizard, step 1 (Baseline CV)', () => {
  it('shows the three sources; full_cv needs a CV from the picker, failed ones not offered', async () => {
    serveWizard({
      picker: [
        pickerItem(),
        pickerItem({
          id: '0b6f3a52-1d4e-4c1a-9f57-0000000fa11d',
          title: 'Broken CV',
          status: 'failed',
        }),
      ],
    });
    const { user } = renderWizard();
    expect(screen.getByRole('heading', { name: 'Create New CV' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent(
      /Baseline CV.*Details.*Generate/,
    );
    for (const label of [
      'Use All Data from Selected CV',
      'Use Company Information from Default CV',
      'Use Only Contact Information',
    ]) {
      expect(screen.getByRole('radio', { name: new RegExp(label) })).toBeInTheDocument();
    }
    expect(await screen.findByRole('radio', { name: /Platform Engineer CV/ })).toBeInTheDocument();
    expect(screen.queryByText('Broken CV')).not.toBeInTheDocument();
    await user.click(next());
    expect(
      screen.getByText('Please select a CV to continue with the Use Full CV option.'),
    ).toBeInTheDocument();
    await toDetails(user);
    expect(useWizardStore.getState().data.selectedCVId).toBe(pickerItem().id);
  });

  it('says when there are no CVs, and offers Try Again when the picker fails', async () => {
    serveWizard({ picker: [] });
    renderWizard();
    expect(
      await screen.findByText('No CVs available. Please upload or generate a CV first.'),
    ).toBeInTheDocument();
  });

  it('offers Try Again after "Failed to load CVs"', async () => {
    serveWizard();
    server.use(
      http.get(apiUrl('/cv/picker-list'), () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 500 }),
      ),
    );
    const { user } = renderWizard();
    expect(await screen.findByText('Failed to load CVs')).toBeInTheDocument();
    serveWizard();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: /Platform Engineer CV/ })).toBeInTheDocument();
  });

  it('default_cv previews the default CV, or explains how to set one and blocks Next', async () => {
    serveWizard({ picker: [pickerItem()] });
    const { user } = renderWizard();
    await screen.findByRole('radio', { name: /Platform Engineer CV/ });
    await user.click(screen.getByRole('radio', { name: /Use Company Information/ }));
    const message =
      "You don't have a default CV set. To use this option, you need to set a default CV first.";
    expect(await screen.findByText(/Actions menu of a CV and choose Set as Default/)).toBeVisible();
    await user.click(next());
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument();
  });

  it('default_cv with a default CV shows its preview and goes on', async () => {
    serveWizard();
    const { user } = renderWizard();
    await screen.findByRole('radio', { name: /Platform Engineer CV/ });
    await user.click(screen.getByRole('radio', { name: /Use Company Information/ }));
    const preview = await screen.findByRole('region', { name: 'Default CV preview' });
    // The default CV's first page as the API typesets it, beside its title and owner.
    const thumbnail = await within(preview).findByTestId('mini-preview');
    expect(decodeURIComponent(thumbnail.querySelector('img')?.getAttribute('src') ?? '')).toMatch(
      /Thumbnail of \S+/,
    );
    expect(preview).toHaveTextContent('My default CV');
    expect(await within(preview).findByText('Grace Hopper')).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toBeInTheDocument();
  });

  it('Back on step 1 goes to the dashboard', async () => {
    serveWizard();
    const { user, router } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/app');
  });
});

describe('Generation wizard, step 2 (Details)', () => {
  it('on a failed Next shows every message and focuses the first invalid field', async () => {
    serveWizard();
    const { user } = renderWizard();
    await toDetails(user);
    await user.click(next());
    expect(await screen.findByText('Please tell us the company name')).toBeInTheDocument();
    expect(screen.getByText('What role are you applying for?')).toBeInTheDocument();
    expect(screen.getByText('Paste the full job description')).toBeInTheDocument();
    expect(field('Company name')).toHaveFocus();
    expect(field('Company name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Company name'), ' A ');
    await user.type(field('Job title'), 'QA Lead');
    await user.type(field('Job description'), 'Too short.');
    await user.click(next());
    expect(
      await screen.findByText('Company name looks short — at least 2 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('A bit short — aim for at least 50 characters')).toBeInTheDocument();
    expect(field('Company name')).toHaveFocus();

    await user.clear(field('Company name'));
    await user.type(field('Company name'), 'Acme');
    await user.clear(field('Job title'));
    await user.type(field('Job title'), 'Q');
    await user.click(next());
    expect(
      await screen.findByText('Job title seems short — at least 2 characters'),
    ).toBeInTheDocument();
    expect(field('Job title')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
  });

  it('pushes changes to the wizard state 200 ms after the last keystroke', async () => {
    serveWizard();
    const { user } = renderWizard();
    await toDetails(user);
    await user.type(field('Company name'), 'Acme');
    const companyInStore = () => useWizardStore.getState().data.jobDescription.companyName;
    expect(companyInStore()).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(companyInStore()).toBe('');
    await waitFor(() => expect(companyInStore()).toBe('Acme'));
  });

  it('fills a realistic sample and reads a .txt file into the description, nothing else', async () => {
    serveWizard();
    const { user } = renderWizard();
    await toDetails(user);
    await user.click(screen.getByRole('button', { name: 'Use Sample' }));
    expect(field('Company name')).toHaveValue('Northwind Analytics');
    expect(field('Job title')).toHaveValue('Senior Frontend Engineer');
    expect((field('Job description') as HTMLTextAreaElement).value.length).toBeGreaterThan(50);

    const upload = screen.getByLabelText('Upload .txt');
    expect(upload).toHaveAttribute('accept', '.txt,text/plain');
    const text = 'Data Engineer at Contoso. Build pipelines in Python and SQL for analytics.';
    await user.upload(upload, new File([text], 'job.txt', { type: 'text/plain' }));
    await waitFor(() => expect(field('Job description')).toHaveValue(text));

    fireEvent.change(upload, {
      target: { files: [new File(['%PDF'], 'job.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Please choose a .txt file')).toBeInTheDocument();
    expect(field('Job description')).toHaveValue(text);
  });

  it('imports a job posting URL: empty asks for one; success fills; failure explains', async () => {
    serveWizard();
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/job-description/process'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: 'Processed',
          data: {
            company_name: 'Contoso',
            job_title: 'Data Engineer',
            description: 'Build pipelines in Python and SQL. '.repeat(3),
          },
        });
      }),
    );
    const { user } = renderWizard();
    await toDetails(user);
    const url = screen.getByRole('textbox', { name: /Job posting URL/ });
    expect(screen.getByText('BETA')).toBeInTheDocument();
    await user.type(url, '{Enter}');
    expect(await screen.findByText('Please enter a job posting URL')).toBeInTheDocument();
    await user.type(url, 'https://jobs.example.test/42{Enter}');
    await waitFor(() => expect(field('Company name')).toHaveValue('Contoso'));
    expect(field('Job title')).toHaveValue('Data Engineer');
    expect(field('Job description')).toHaveValue('Build pipelines in Python and SQL. '.repeat(3));
    expect(bodies).toEqual([{ url: 'https://jobs.example.test/42' }]);

    server.use(
      http.post(apiUrl('/job-description/process'), () =>
        HttpResponse.json(
          { success: false, code: 'UNPROCESSABLE', message: 'The page has no job posting' },
          { status: 422 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/The page has no job posting/)).toHaveTextContent(
      /anti-bot protection/,
    );
  });

  it('locks the premium templates for a free plan and holds the choice to Classic', async () => {
    serveWizard({ advancedTemplate: 0 });
    const { user } = renderWizard();
    await toDetails(user);
    const modern = await screen.findByTestId('template-modern');
    await waitFor(() => expect(within(modern).getByRole('radio')).toBeDisabled());
    expect(modern).toHaveTextContent('Premium Template');
    expect(within(modern).getByRole('link', { name: 'Upgrade to access Modern' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('radio', { name: /Classic/ })).toBeChecked();
    await waitFor(() =>
      expect(useWizardStore.getState().data.jobDescription.template?.id).toBe('classic'),
    );
  });

  it('lets a paid plan pick Modern', async () => {
    serveWizard({ advancedTemplate: 1 });
    const { user } = renderWizard();
    await toDetails(user);
    expect(screen.queryByText(/Premium Template/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Modern/ }));
    await waitFor(() =>
      expect(useWizardStore.getState().data.jobDescription.template?.id).toBe('modern'),
    );
  });

  it('customizes length, matching level (with its band) and what to include', async () => {
    serveWizard();
    const { user } = renderWizard();
    await toDetails(user);
    await user.click(screen.getByText('Customize (optional)'));
    expect(screen.getByTestId('matching-band')).toHaveTextContent('7 · Targeted');
    const level = screen.getByRole('slider', { name: /Matching level/ });
    for (const [value, band] of [
      ['2', 'Conservative'],
      ['5', 'Balanced'],
      ['9', 'Aggressive'],
    ] as const) {
      fireEvent.change(level, { target: { value } });
      expect(screen.getByTestId('matching-band')).toHaveTextContent(`${value} · ${band}`);
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'CV length' }), '2 pages');
    await user.click(screen.getByRole('checkbox', { name: 'Include a cover letter' }));
    await waitFor(() =>
      expect(useWizardStore.getState().data.customization).toEqual({
        cvLength: 2,
        matchingLevel: 9,
        includeSoftSkills: true,
        includeAchievements: true,
        includeCoverLetter: true,
        whyCompany: '',
      }),
    );
  });
});
