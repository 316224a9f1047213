import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { CV_ID, reportFixture, serveReport } from '../testing/career-fixtures';
import { renderRoute } from '../testing/render-route';
import { CareerAnalyticsPage } from './career-analytics-page';

function renderPage() {
  return renderRoute(<CareerAnalyticsPage />, {
    path: paths.app.analytics.path,
    url: paths.app.analytics.getHref(CV_ID),
    from: '/app',
  });
}

const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;
const meter = (name: string) => screen.getByRole('meter', { name });

describe('CareerAnalyticsPage report', () => {
  it('shows every field of the report', async () => {
    serveReport(reportFixture());
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading career analytics' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Career Analytics Dashboard' }),
    ).toBeInTheDocument();

    expect(meter('Job match score')).toHaveAttribute('aria-valuenow', '72');
    const match = section('Job match score');
    expect(match).toHaveTextContent('Interview prediction');
    expect(match).toHaveTextContent(
      'You have a fair chance of being invited to interview. Your CV covers most of what this role asks for.',
    );
    expect(match).toHaveTextContent('Job title fitUnderqualified');

    expect(meter('Domain fit score')).toHaveAttribute('aria-valuenow', '81');
    expect(meter('Hard skills score')).toHaveAttribute('aria-valuenow', '64');
    expect(meter('Soft skills score')).toHaveAttribute('aria-valuenow', '90');
    expect(meter('Relevant experience score')).toHaveAttribute('aria-valuenow', '45');

    const missing = section('Missing skills');
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tableau', 'dbt', 'Airflow', 'Looker']);
    expect(missing).toHaveTextContent('A handful of skills to build or to show more clearly.');
    expect(section('Improvement areas')).toHaveTextContent('A couple of areas to improve.');
    expect(section('Improvement areas')).toHaveTextContent('Lead with SQL depth');
    expect(section('Role readiness gaps')).toHaveTextContent('No stakeholder reporting shown');
    expect(section('Outdated items')).toHaveTextContent('Excel 2010 macros');
    expect(section('Suggested certifications')).toHaveTextContent(
      'Google Data Analytics Certificate',
    );
    expect(section('CV suggestions')).toHaveTextContent('Add links to dashboards');

    const plan = section('Action plan: Close a few gaps');
    expect(
      within(within(plan).getByRole('list', { name: 'Skills to build first' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tableau', 'dbt', 'Airflow']);
    const steps = within(within(plan).getByRole('list', { name: 'Recommendations' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      '1Quantify the impact of your analysesHigh priority',
      '2Lead with SQL depthHigh priority',
      '3Add a skills summaryMedium priority',
      '4Shorten the profileMedium priority',
      '5Add links to dashboardsOptimization',
    ]);

    const impact = section('Impact after the plan');
    expect(within(impact).getByRole('listitem', { name: 'Job match score' })).toHaveTextContent(
      '72 → 90 (+18)',
    );
    // No outcome is promised after the plan, and gains with no basis are not shown.
    expect(within(impact).queryByText(/Interview prediction|→ High|→ Medium/)).toBeNull();
    expect(within(impact).queryByText(/Market value|Interview success/)).not.toBeInTheDocument();
    expect(impact).toHaveTextContent('taken from your other CVs, scored the same way');
    // The interview prediction says what it is read from, by the score only.
    expect(screen.getAllByText(/^Read from the job match score alone: High from 70/)).toHaveLength(
      1,
    );
    // Without target, engine or evidence, none of their parts show.
    expect(screen.queryByText(/Measured against/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Why this score' })).not.toBeInTheDocument();
  });

  it('counts no gain when no truthful change is listed, and promises nothing', async () => {
    serveReport(reportFixture({ jobMatchScore: 50, impactOnJobMatchScoreAfterAchievingPlan: 0 }));
    renderPage();
    await screen.findByRole('meter', { name: 'Job match score' });
    const impact = section('Impact after the plan');
    expect(within(impact).getByRole('listitem', { name: 'Job match score' })).toHaveTextContent(
      '50 (no change counted)',
    );
    expect(impact).toHaveTextContent('None of your other CVs shows a missing requirement');
    expect(impact).not.toHaveTextContent('→');
  });

  it('colours scores by the 80 / 60 bands', async () => {
    serveReport(reportFixture({ jobMatchScore: 80, domainFitScore: 79, hardSkillsScore: 59 }));
    renderPage();
    // The ring draws its arc and number in the colour it is given (currentColor).
    const ring = await screen.findByRole('meter', { name: 'Job match score' });
    expect(ring).toHaveTextContent('80');
    expect(ring).toHaveClass('text-emerald-700');
    expect(screen.getByText('79/100')).toHaveClass('text-amber-700');
    expect(screen.getByText('59/100')).toHaveClass('text-red-600');
  });

  it('says what the report was measured against and when the built-in engine stood in', async () => {
    serveReport(
      reportFixture({
        target: { kind: 'job_description', job_title: 'Senior Data Analyst', company_name: 'Acme' },
        engine: { name: 'built-in', fallback_reason: 'provider timed out' },
      }),
    );
    renderPage();
    expect(
      await screen.findByText('Senior Data Analyst at Acme — from the job description you pasted'),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'The AI provider could not be used (provider timed out), so the built-in engine wrote this report.',
    );
  });

  it('names the role profile, and says nothing about an engine that did not fall back', async () => {
    serveReport(
      reportFixture({
        target: { kind: 'role_profile', job_title: 'Data Analyst', role_profile: 'Data Analyst' },
        engine: { name: 'llm', model: 'gpt-x' },
      }),
    );
    renderPage();
    expect(
      await screen.findByText(
        'Data Analyst — measured against typical Data Analyst postings (no job posting given)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('explains a score on request ("Why this score")', async () => {
    serveReport(
      reportFixture({
        evidence: {
          hardSkillsScore: [
            { kind: 'found', text: 'SQL', section: 'Skills', points: 10 },
            { kind: 'missing', text: 'Tableau', points: -8 },
          ],
          jobMatchScore: [{ kind: 'info', text: 'Weighted from the four scores' }],
        },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Career Analytics Dashboard' });
    expect(screen.getAllByRole('button', { name: 'Why this score' })).toHaveLength(2);

    const hardSkills = screen.getByRole('listitem', { name: 'Hard skills' });
    const toggle = within(hardSkills).getByRole('button', { name: 'Why this score' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(hardSkills).queryByText('SQL')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(hardSkills).getByText('SQL')).toBeVisible();
    expect(hardSkills).toHaveTextContent('FoundSQL · in Skills+10');
    expect(hardSkills).toHaveTextContent('MissingTableau-8');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes back to the previous page', async () => {
    serveReport(reportFixture());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Back to previous page' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
  });

  it('opens the start dialog to run again with another job', async () => {
    serveReport(reportFixture());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run again with another job' }));
    const dialog = screen.getByRole('dialog', { name: 'Run career analytics' });
    expect(within(dialog).getByLabelText('Job description')).toBeInTheDocument();
  });
});
