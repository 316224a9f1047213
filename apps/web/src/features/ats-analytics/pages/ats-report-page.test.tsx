import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  CV_ID,
  fullReport,
  serveReport,
  serveReportError,
  serveUsage,
} from '../testing/ats-fixtures';
import { renderRoute } from '../testing/render-route';
import { AtsReportPage } from './ats-report-page';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const renderReport = (url = paths.app.atsAnalytics.getHref(CV_ID)) =>
  renderRoute(paths.app.atsAnalytics.path, <AtsReportPage />, url);

const card = (name: string) => screen.getByRole('region', { name });

describe('AtsReportPage', () => {
  it('shows every section of a full record', async () => {
    serveReport();
    serveUsage();
    renderReport();
    expect(screen.getByRole('status', { name: 'Loading ATS analytics' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ATS Analytics' }),
    ).toBeInTheDocument();

    const overall = card('Overall ATS Score');
    expect(within(overall).getByRole('img', { name: 'ATS score 64 out of 100' })).toHaveClass(
      'text-amber-700',
    );
    expect(overall).toHaveTextContent('Fair — several improvements are needed');
    expect(overall).toHaveTextContent(
      'Scored against the job description for Platform Engineer at Northwind',
    );
    expect(overall).toHaveTextContent(
      'Scored by the built-in engine because the AI provider failed: provider timed out',
    );

    const potential = card('Potential Score');
    expect(potential).toHaveTextContent(
      'Score now 64 → 78 reachable with keywords you already have in DevOps CV',
    );
    expect(
      within(potential).getByRole('list', { name: 'Truthful to add (found in your other CVs)' }),
    ).toHaveTextContent('Kubernetes');
    expect(
      within(potential).getByRole('list', { name: 'Add only if true (not in any of your CVs)' }),
    ).toHaveTextContent('Terraform');

    const technical = card('Technical Skills');
    expect(technical).toHaveTextContent('72/100');
    expect(within(technical).getByRole('list', { name: 'Detected' })).toHaveTextContent(
      'TypeScriptReact',
    );
    expect(within(technical).getByRole('list', { name: 'Missing' })).toHaveTextContent(
      'Kubernetes',
    );
    expect(technical).toHaveTextContent('Add cloud tooling you have used');
    expect(card('Soft Skills')).toHaveTextContent('Stakeholder management');

    const keywords = card('Keyword Optimization');
    expect(keywords).toHaveTextContent('Medium strength');
    expect(keywords).toHaveTextContent('12% · Good');
    const critical = within(keywords).getByRole('list', { name: 'Critical keywords' });
    expect(within(critical).getAllByRole('listitem')).toHaveLength(8);
    expect(critical).toHaveTextContent('k8');
    expect(critical).not.toHaveTextContent('k9');
    expect(within(keywords).getByRole('list', { name: 'Keyword matches' })).toHaveTextContent(
      'GraphQLexperience, skills · 3×',
    );

    const compatibility = card('ATS Compatibility');
    expect(compatibility).toHaveTextContent('Good');
    expect(compatibility).toHaveTextContent('Text extracted cleanly');
    expect(compatibility).toHaveTextContent('Two-column layout detected');

    const formatting = card('Formatting');
    expect(formatting).toHaveTextContent('81/100');
    expect(formatting).toHaveTextContent('Tables in the header');

    const structure = card('Structure');
    const rows = within(structure).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['summaryYes80%', 'certificationsNo0%']);
    expect(within(structure).getByRole('meter', { name: 'summary completeness' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );

    const experience = card('Experience Analysis');
    expect(experience).toHaveTextContent('Years of experience6Mid level');
    expect(experience).toHaveTextContent('Some metrics — add numbers to more achievements.');
    expect(experience).toHaveTextContent('Career progressionGood');
    expect(experience).toHaveTextContent('Leadership experienceYes');

    const industry = card('Industry Standards');
    expect(industry).toHaveTextContent('70%');
    expect(industry).toHaveTextContent('Security clearance');

    expect(card('Overall Recommendations')).toHaveTextContent('Lead with measurable outcomes');
  });

  it('shows 3 strengths and 2 weaknesses until "Show all"', async () => {
    const user = userEvent.setup();
    serveReport();
    serveUsage();
    renderReport();
    const competitive = await screen.findByRole('region', { name: 'Competitive Advantage' });
    expect(competitive).toHaveTextContent('Market position: Mid');
    const strengths = () => within(competitive).getByRole('list', { name: 'Strengths' });
    const weaknesses = () => within(competitive).getByRole('list', { name: 'Weaknesses' });
    expect(strengths()).toHaveTextContent('S1S2S3');
    expect(strengths()).not.toHaveTextContent('S4');
    expect(weaknesses()).toHaveTextContent('W1W2');
    expect(weaknesses()).not.toHaveTextContent('W3');
    await user.click(within(competitive).getByRole('button', { name: 'Show all' }));
    expect(strengths()).toHaveTextContent('S1S2S3S4');
    expect(weaknesses()).toHaveTextContent('W1W2W3');
  });

  it('opens "Why this score" from the keyboard, listing evidence with points and section', async () => {
    const user = userEvent.setup();
    serveReport();
    serveUsage();
    renderReport();
    const technical = await screen.findByRole('region', { name: 'Technical Skills' });
    const why = within(technical).getByRole('button', { name: 'Why this score' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(within(technical).getByText('+4')).not.toBeVisible();

    why.focus();
    await user.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(why.getAttribute('aria-controls')!)!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'FoundTypeScript · in skills+4',
      'MissingKubernetes-5',
    ]);
    expect(list).toBeVisible();
    await user.keyboard(' ');
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    // A score without evidence has no disclosure.
    expect(
      within(screen.getByRole('region', { name: 'Formatting' })).queryByRole('button', {
        name: 'Why this score',
      }),
    ).not.toBeInTheDocument();
  });

  it('says when the AI provider scored it, and colours a high score green', async () => {
    serveReport(
      fullReport({ atsScore: 91, engine: { name: 'llm', model: 'gpt-x' }, potential: undefined }),
    );
    serveUsage();
    renderReport();
    const overall = await screen.findByRole('region', { name: 'Overall ATS Score' });
    expect(within(overall).getByRole('img')).toHaveClass('text-emerald-700');
    expect(overall).toHaveTextContent('Excellent —');
    expect(overall).toHaveTextContent('Scored by the AI provider (gpt-x).');
    expect(screen.queryByRole('region', { name: 'Potential Score' })).not.toBeInTheDocument();
  });

  it('says a report made without a job was measured against typical postings for the role', async () => {
    serveReport(
      fullReport({
        target: {
          kind: 'role_profile',
          job_title: 'Data Scientist',
          role_profile: 'Data Scientist',
        },
      }),
    );
    serveUsage();
    renderReport();
    const overall = await screen.findByRole('region', { name: 'Overall ATS Score' });
    expect(overall).toHaveTextContent(
      'No job posting given: scored against typical Data Scientist postings',
    );
    expect(overall).not.toHaveTextContent(/job description|role profile/);
  });

  describe('states', () => {
    it.each([
      [
        404,
        'ATS analytics data not found',
        'ATS analytics data not found. Please run ATS analytics analysis first.',
      ],
      [400, 'No CV found for this id', 'No CV found. Please ensure the CV exists and try again.'],
      [500, 'Database down', 'Failed to load ATS analytics data. Please try again.'],
    ])(
      'a %i answer shows the catalogue text with Refresh and Go Back',
      async (status, server, shown) => {
        serveReportError(status, server);
        renderReport();
        expect(await screen.findByRole('alert')).toHaveTextContent(shown);
        expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
      },
    );

    it('Refresh loads again; Go Back returns to the previous page', async () => {
      const user = userEvent.setup();
      serveReportError(500, 'Database down');
      renderReport();
      await screen.findByRole('alert');
      serveReport();
      serveUsage();
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(await screen.findByRole('heading', { name: 'ATS Analytics' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/app');
    });

    it('success without data is the empty state', async () => {
      const user = userEvent.setup();
      serveReport(null);
      renderReport();
      expect(await screen.findByText('No ATS analytics data available.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Go Back' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/app');
    });

    it('without a CV id says one is required', async () => {
      renderRoute('/app/cv/ats-analytics', <AtsReportPage />, '/app/cv/ats-analytics');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'CV ID is required for ATS analytics.',
      );
    });
  });
});
