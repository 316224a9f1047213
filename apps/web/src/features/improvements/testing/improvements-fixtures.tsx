import {
  composeFillIn,
  type AppliedImprovementsBody,
  type AtsAnalytics,
  type FillIn,
  type ImprovementSuggestion,
} from '@cvforge/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { createTestQueryClient } from '@/testing/render';
import { ImprovementsPage } from '../pages/improvements-page';

export const CV_ID = '3f1d7a20-8c4b-4e6a-9d21-00000000beef';

/** A suggestion that needs the user's words (docs/decisions/032-no-placeholders.md). */
export const LEADERSHIP_FORM: FillIn = {
  sentence: 'Led {team} to {outcome}.',
  fields: [
    { key: 'team', label: 'The project or team you led', example: 'a team of four' },
    { key: 'outcome', label: 'What you achieved' },
  ],
};
export const SUMMARY_TEXT = 'Builds reliable data platforms.';

interface ContentParts {
  summary: string;
  technical: string[];
  /** Achievement lines by company. */
  jobs: { title: string; company: string; achievements: string[] }[];
}

const baseParts = (): ContentParts => ({
  summary: SUMMARY_TEXT,
  technical: ['Python'],
  jobs: [
    { title: 'Engineer', company: 'Analytical Engines', achievements: ['Wrote notes'] },
    { title: 'Analyst', company: 'Babbage & Co', achievements: [] },
  ],
});

/** The CV as the server stores it: two jobs, a summary and technical skills. */
const cvContent = ({ summary, technical, jobs }: ContentParts) => ({
  personal_info: { name: 'Ada Lovelace', title: 'Data Engineer' },
  metadata: { template_id: 'modern' },
  sections: [
    { type: 'summary', order: 1, content: { text: summary } },
    { type: 'skills', order: 2, content: { technical } },
    { type: 'experience', order: 3, content: { experiences: jobs } },
  ],
});

export const improvement = (
  overrides: Partial<ImprovementSuggestion> & Pick<ImprovementSuggestion, 'id' | 'type'>,
): ImprovementSuggestion => ({
  section: overrides.type,
  title: `Title ${overrides.id}`,
  description: `Why ${overrides.id}`,
  priority: 'medium',
  applied: false,
  content: `Line ${overrides.id}`,
  part_to_update: null,
  ...overrides,
});

/** One improvement of most types, deliberately not in display order. */
export const IMPROVEMENTS: ImprovementSuggestion[] = [
  improvement({
    id: 'fmt',
    type: 'formatting',
    title: 'Fix: Tables in the header',
    content: 'Use plain text',
    priority: 'low',
  }),
  improvement({
    id: 'lead',
    type: 'experience',
    title: 'Show leadership',
    content: '',
    fill_in: LEADERSHIP_FORM,
  }),
  improvement({
    id: 'sum',
    type: 'overall',
    title: 'Put your strengths in the summary',
    content: `${SUMMARY_TEXT} Core strengths: Kafka.`,
  }),
  improvement({
    id: 'skills',
    type: 'skill',
    title: 'Add missing technical skills',
    content: ['Kafka', 'dbt'],
    priority: 'high',
  }),
  improvement({
    id: 'kw',
    type: 'keyword',
    title: 'Use "Airflow" in your experience',
    content: 'Scheduled pipelines with Airflow.',
    priority: 'high',
  }),
  improvement({ id: 'struct', type: 'structure', title: 'Complete your CV structure' }),
];

/** What the server does on PUT /applied (docs/product.md §C4), for the improvements above. */
function applyToContent(body: AppliedImprovementsBody) {
  const parts = baseParts();
  for (const id of body.applied_improvements) {
    const item = IMPROVEMENTS.find((candidate) => candidate.id === id);
    if (!item) continue;
    if (item.type === 'skill')
      parts.technical.push(...(body.confirmed?.[id] ?? (item.content as string[])));
    if (item.type === 'overall') parts.summary = item.content as string;
    if (item.type === 'keyword' || item.type === 'experience') {
      const company = body.part_to_update?.[id];
      const composed = item.fill_in && composeFillIn(item.fill_in, body.filled?.[id] ?? {});
      const line = composed ? (composed.ok ? composed.text : '') : (item.content as string);
      parts.jobs.find((job) => job.company === company)?.achievements.push(line);
    }
  }
  return cvContent(parts);
}

interface ServeOptions {
  improvements?: ImprovementSuggestion[];
  report?: AtsAnalytics | null;
  /** The status of every PUT /applied answer (200: apply). */
  putStatus?: () => number;
}

/** The page's reads and PUT /applied; returns the bodies the page sent. */
export function serveImprove({
  improvements = IMPROVEMENTS,
  report = null,
  putStatus = () => 200,
}: ServeOptions = {}) {
  const puts: AppliedImprovementsBody[] = [];
  const applied = new Set(improvements.filter((item) => item.applied).map((item) => item.id));
  server.use(
    http.get(apiUrl(`/cv/${CV_ID}/generated`), () =>
      HttpResponse.json({
        success: true,
        data: {
          generated_improvements: improvements,
          cv_content: applyToContent({ applied_improvements: [...applied] }),
        },
      }),
    ),
    http.get(apiUrl(`/ats-analytics/${CV_ID}`), () =>
      report
        ? HttpResponse.json({ success: true, data: report })
        : HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
    ),
    http.put(apiUrl(`/cv/${CV_ID}/applied`), async ({ request }) => {
      const body = (await request.json()) as AppliedImprovementsBody;
      puts.push(body);
      const status = putStatus();
      if (status !== 200) {
        return HttpResponse.json({ success: false, message: 'Down' }, { status });
      }
      return HttpResponse.json({
        success: true,
        data: {
          cv_content: applyToContent(body),
          generated_improvements: improvements.map((item) => ({
            ...item,
            applied: body.applied_improvements.includes(item.id),
          })),
        },
      });
    }),
  );
  return { puts };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** The page under its real route pattern; other paths show where the page navigated to. */
export function renderImprovementsPage(url = paths.app.improve.getHref(CV_ID)) {
  const router = createMemoryRouter(
    [
      { path: paths.app.improve.path, element: <ImprovementsPage /> },
      { path: '/improve', element: <ImprovementsPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

/** Confirms suggested skills by their chips (all of the skills card's by default). */
export function confirmSkills(names: readonly string[] = ['Kafka', 'dbt']) {
  for (const name of names) fireEvent.click(screen.getByRole('button', { name, pressed: false }));
}

/** The CV drawn in the live preview. */
export const previewSheet = () => screen.findByRole('article', { name: 'CV of Ada Lovelace' });

export { markedTexts } from '@/testing/msw/handlers/cv-pages';

/** A valid ATS report; only its recommendations and critical keywords matter here. */
export function atsReport(
  overallRecommendations: string[],
  criticalKeywords: string[] = [],
): AtsAnalytics {
  const analysis = { score: 60, detected: [], missing: [], recommendations: [] };
  return {
    atsScore: 61,
    technicalSkills: analysis,
    keywordOptimization: { strength: 'Medium', density: 12, criticalKeywords, recommendations: [] },
    atsCompatibility: { overall: 'Good', pdfParsing: 'Clean', structureRecognition: 'Clear' },
    formatting: { score: 70, issues: [], recommendations: [] },
    structure: { score: 70, sections: {}, recommendations: [] },
    experienceAnalysis: {
      yearsOfExperience: 4,
      achievementMetrics: 1,
      careerProgression: 'Good',
      leadershipExperience: false,
      recommendations: [],
    },
    industryStandards: { compliance: 70, missingStandards: [] },
    competitiveAdvantage: { score: 60, marketPosition: 'Mid', strengths: [], weaknesses: [] },
    overallRecommendations,
  };
}
