import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@/config/constants';
import { useWizardStore } from '@/features/generation/store';
import { serveWizard } from '@/features/generation/testing/wizard-handlers';
import { next, renderWizard, toDetails } from './generate-cv-route.harness';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const JOB = 'We need a platform engineer who runs PostgreSQL at scale and mentors the team.';
const description = () => screen.getByRole('textbox', { name: 'Job description' });
const currentStep = () =>
  screen.getByRole('navigation', { name: 'Progress' }).querySelector('[aria-current="step"]');

describe('Generation wizard: the step in the address, the inputs in session storage', () => {
  it('returns to step 2 with the pasted job description after Back then Forward', async () => {
    serveWizard();
    const { user, router } = renderWizard();
    await toDetails(user);
    expect(router.state.location.search).toBe('?step=2');
    description().focus();
    await user.paste(JOB);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Baseline CV' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent(/Baseline CV/);

    await act(() => router.navigate(1));
    expect(await screen.findByRole('textbox', { name: 'Job description' })).toHaveValue(JOB);
    expect(currentStep()).toHaveTextContent(/Details/);
  });

  it('comes back after a reload on the same step with the same inputs', async () => {
    serveWizard();
    const first = renderWizard();
    await toDetails(first.user);
    description().focus();
    await first.user.paste(JOB);
    await waitFor(() =>
      expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toContain('platform engineer'),
    );
    cleanup();

    // A reload: the page's memory is gone, the tab's session storage is not.
    const stored = sessionStorage.getItem(WIZARD_STORAGE_KEY)!;
    useWizardStore.getState().reset();
    sessionStorage.setItem(WIZARD_STORAGE_KEY, stored);
    await act(() => useWizardStore.persist.rehydrate());

    const { router } = renderWizard('/app/generate-cv?step=2', { keepState: true });
    expect(await screen.findByRole('textbox', { name: 'Job description' })).toHaveValue(JOB);
    expect(router.state.location.search).toBe('?step=2');
  });

  it('shows the furthest step reached when the address asks for one further on', async () => {
    serveWizard();
    const { user, router } = renderWizard('/app/generate-cv?step=3');
    expect(await screen.findByRole('heading', { name: 'Baseline CV' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent(/Baseline CV/);
    await toDetails(user);
    expect(router.state.location.search).toBe('?step=2');
  });

  it('keeps the five-step reading and its step in the address', async () => {
    serveWizard();
    const { user, router } = renderWizard('/app/generate-cv?flow=guided');
    await user.click(await screen.findByRole('radio', { name: /From scratch/ }));
    await user.click(next());
    expect(router.state.location.search).toBe('?flow=guided&step=2');
    await act(() => router.navigate(-1));
    expect(currentStep()).toHaveTextContent(/Method/);
    expect(screen.getByRole('radio', { name: /From scratch/ })).toBeChecked();
  });
});
