import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWizardStore } from '@/features/generation/store';
import {
  GENERATED_CV_ID,
  serveGeneration,
  serveWizard,
} from '@/features/generation/testing/wizard-handlers';
import { next, renderWizard } from './generate-cv-route.harness';

// Whole wizard journeys with typing: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
afterEach(() => vi.clearAllMocks());

const step = (name: RegExp) =>
  expect(
    screen.getByRole('navigation', { name: 'Progress' }).querySelector('[aria-current="step"]'),
  ).toHaveTextContent(name);

describe('Generation wizard, guided five-step reading', () => {
  it('gates each step: method, trimmed job fields, always, a result, always', async () => {
    serveWizard();
    const bodies = serveGeneration();
    const { user, router } = renderWizard('/app/generate-cv?flow=guided');
    step(/Method/);
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Tailor to a job/ }));
    await user.click(await screen.findByRole('radio', { name: /Platform Engineer CV/ }));
    await user.click(next());
    step(/Job description/);

    await user.type(screen.getByRole('textbox', { name: 'Company name' }), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'QA');
    await user.click(next());
    expect(await screen.findByText('Please tell us the company name')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveFocus();
    step(/Job description/);

    await user.click(screen.getByRole('button', { name: 'Use Sample' }));
    await user.click(next());
    await waitFor(() => step(/Customization/));
    expect(screen.getByText('Customize (optional)')).toBeInTheDocument();
    await user.click(next());
    step(/Result/);
    expect(next()).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Start CV Generation' }));
    await waitFor(() => expect(next()).toBeEnabled());
    expect(useWizardStore.getState().resultCvId).toBe(GENERATED_CV_ID);
    expect(bodies).toHaveLength(1);
    await user.click(next());
    step(/Final/);
    expect(screen.getByRole('link', { name: 'Open the CV' })).toHaveAttribute(
      'href',
      `/app/cv/${GENERATED_CV_ID}/preview`,
    );
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(router.state.location.pathname).toBe('/app');
    expect(useWizardStore.getState().resultCvId).toBeNull();
  });

  it('from scratch needs no job fields to leave step 2', async () => {
    serveWizard();
    const { user } = renderWizard('/app/generate-cv?flow=guided');
    await user.click(screen.getByRole('radio', { name: /From scratch/ }));
    expect(useWizardStore.getState().data.sourceOption).toBe('contact_only');
    await user.click(next());
    step(/Job description/);
    await user.click(next());
    await waitFor(() => step(/Customization/));
  });

  it('switches between the readings, keeping what was entered', async () => {
    serveWizard();
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Platform Engineer CV/ }));
    await user.click(screen.getByRole('button', { name: 'Use the guided five-step flow' }));
    step(/Method/);
    await user.click(screen.getByRole('radio', { name: /Tailor to a job/ }));
    expect(await screen.findByRole('radio', { name: /Platform Engineer CV/ })).toBeChecked();
  });
});
