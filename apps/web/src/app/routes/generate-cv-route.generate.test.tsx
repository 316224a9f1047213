import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCvsQueryOptions } from '@/features/cvs/api/get-cvs';
import {
  BASE_CV_ID,
  GENERATED_CV_ID,
  serveGeneration,
  serveWizard,
} from '@/features/generation/testing/wizard-handlers';
import { apiUrl } from '@/lib/api-client';
import { cvFixture } from '@/testing/fixtures/cvs';
import { server } from '@/testing/msw/server';
import { handleLiveEvent } from '../session/handle-live-event';
import { renderWizard, stackSectionRows, toDetails, toGenerate } from './generate-cv-route.harness';

// Whole wizard journeys with typing: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const startButton = () =>
  screen.getByRole('button', { name: /Start CV Generation|Generating Your CV|Limit Reached/ });

describe('Generation wizard, step 3 (Generate)', () => {
  it('summarises, starts, toasts, resets and shows the processing card that the live event completes', async () => {
    const existing = cvFixture({ title: 'Existing CV' });
    let generated = false;
    const dashboard = () =>
      generated
        ? [
            cvFixture({
              id: GENERATED_CV_ID,
              title: 'Senior Frontend Engineer at Northwind Analytics',
              status: 'processing',
              type: 'generated',
              fileSize: 0,
            }),
            existing,
          ]
        : [existing];
    serveWizard({ dashboard });
    const bodies = serveGeneration();
    const { user, queryClient, router } = renderWizard();
    await queryClient.prefetchQuery(getCvsQueryOptions());
    await toGenerate(user);

    const summary = screen.getByRole('heading', { name: 'Generation Summary' }).closest('section')!;
    expect(summary).toHaveTextContent('Northwind Analytics');
    expect(summary).toHaveTextContent('Senior Frontend Engineer');
    expect(summary).toHaveTextContent('7/10 · Targeted');
    expect(summary).toHaveTextContent('Estimated time: 2-3 minutes');
    const included = within(summary).getByRole('list', { name: 'Sections to include' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Professional Summary', 'Skills', 'Work Experience', 'Education', 'Achievements']);

    await waitFor(() => expect(startButton()).toHaveTextContent('Start CV Generation'));
    generated = true;
    await user.click(startButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(toast.info).toHaveBeenCalledWith(
      'Generation started',
      expect.objectContaining({ description: "We'll notify you when it's ready." }),
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      company_name: 'Northwind Analytics',
      job_title: 'Senior Frontend Engineer',
      selected_cv_id: BASE_CV_ID,
      selected_source_option: 'full_cv',
      cv_length: 1,
      match_score: 7,
      include_soft_skills: true,
      include_achievements: true,
      include_cover_letter: false,
      template_id: 'classic',
      template_category: 'classic',
    });
    const sections = bodies[0]!.cv_sections as { order: number }[];
    expect(sections.map((section) => section.order)).toEqual(sections.map((_, index) => index));

    const card = await screen.findByRole('link', {
      name: 'Senior Frontend Engineer at Northwind Analytics',
    });
    const cardItem = card.closest('li')!;
    expect(cardItem).toHaveTextContent('Processing');

    handleLiveEvent(
      {
        type: 'cv.generated',
        event_id: 'evt-1',
        data: { cv_id: GENERATED_CV_ID, status: 'processed', type: 'generated' },
      },
      { queryClient, navigate: () => {} },
    );
    await waitFor(() => expect(cardItem).not.toHaveTextContent('Processing'));
    expect(cardItem).toHaveTextContent('Processed');

    router.navigate('/app/generate-cv');
    expect(await screen.findByRole('heading', { name: 'Baseline CV' })).toBeInTheDocument();
  });

  it('shows the limit banner and a disabled button when the check says no', async () => {
    serveWizard({ canGenerate: false, usage: { current: 3, limit: 3 } });
    const bodies = serveGeneration();
    const { user } = renderWizard();
    await toGenerate(user);
    expect(
      await screen.findByText(
        'CV generation limit exceeded. You have used 3/3 CV generations this month. Please upgrade your plan to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    expect(startButton()).toHaveTextContent('Limit Reached - Upgrade Required');
    expect(startButton()).toBeDisabled();
    expect(bodies).toHaveLength(0);
  });

  it('shows the banner when the answer carries data.limit_exceeded', async () => {
    serveWizard();
    serveGeneration(() =>
      HttpResponse.json({
        success: true,
        message: 'Usage limit exceeded',
        data: { limit_exceeded: true, usage_type: 'cv_generation', current_usage: 3, limit: 3 },
      }),
    );
    const { user, router } = renderWizard();
    await toGenerate(user);
    await waitFor(() => expect(startButton()).toBeEnabled());
    await user.click(startButton());
    expect(
      await screen.findByText(/You have used 3\/3 CV generations this month/),
    ).toBeInTheDocument();
    expect(startButton()).toHaveTextContent('Limit Reached - Upgrade Required');
    expect(startButton()).toBeDisabled();
    expect(router.state.location.pathname).toBe('/app/generate-cv');
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('disables Back while generating, then toasts the server message on failure', async () => {
    serveWizard();
    server.use(
      http.post(apiUrl('/cv/generate-from-job'), async () => {
        await delay(150);
        return HttpResponse.json(
          { success: false, code: 'SERVER_ERROR', message: 'The engine is busy' },
          { status: 503 },
        );
      }),
    );
    const { user } = renderWizard();
    await toGenerate(user);
    await waitFor(() => expect(startButton()).toBeEnabled());
    await user.click(startButton());
    expect(await screen.findByRole('button', { name: 'Generating Your CV...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Generation Failed',
        expect.objectContaining({ description: 'The engine is busy' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(startButton()).toHaveTextContent('Start CV Generation');
  });

  it('reorders sections by keyboard, hides optional ones, keeps required ones, Select All', async () => {
    stackSectionRows();
    serveWizard();
    const { user } = renderWizard();
    await toDetails(user);
    const skills = screen.getByRole('checkbox', { name: 'Skills' });
    await user.click(skills);
    expect(skills).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Work Experience' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Professional Summary' })).toBeDisabled();
    const handle = screen.getByRole('button', { name: 'Reorder Professional Summary' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    const rows = () =>
      within(screen.getByRole('list', { name: 'Sections to include' }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')!.dataset.sectionId);
    await waitFor(() => expect(rows().slice(0, 2)).toEqual(['skills', 'summary']));
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    for (const box of within(
      screen.getByRole('list', { name: 'Sections to include' }),
    ).getAllByRole('checkbox')) {
      expect(box).toBeChecked();
    }
  });
});
