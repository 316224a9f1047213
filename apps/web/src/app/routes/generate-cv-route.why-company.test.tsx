import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveGeneration, serveWizard } from '@/features/generation/testing/wizard-handlers';
import { renderWizard, toDetails } from './generate-cv-route.harness';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
afterEach(() => vi.clearAllMocks());

const WHY = 'Your open-source ledger library runs our month-end close.';

async function generateWith(user: ReturnType<typeof renderWizard>['user'], why?: string) {
  await toDetails(user);
  await user.click(screen.getByRole('button', { name: 'Use Sample' }));
  await user.click(screen.getByText('Customize (optional)'));
  expect(screen.queryByRole('textbox', { name: /Why this company/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Include a cover letter' }));
  const field = screen.getByRole('textbox', { name: 'Why this company? (optional)' });
  expect(field).toHaveAccessibleDescription(/never|gives none/);
  if (why) await user.type(field, `  ${why}  `);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Generation Summary' });
  const start = screen.getByRole('button', { name: /Start CV Generation/ });
  await waitFor(() => expect(start).toBeEnabled());
  await user.click(start);
}

describe('Generation wizard: "Why this company?"', () => {
  it('appears with the cover letter option and sends the user’s own words, trimmed', async () => {
    serveWizard();
    const bodies = serveGeneration();
    const { user } = renderWizard();
    await generateWith(user, WHY);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ include_cover_letter: true, why_company: WHY });
  });

  it('sends no reason when the field is left empty', async () => {
    serveWizard();
    const bodies = serveGeneration();
    const { user } = renderWizard();
    await generateWith(user);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ include_cover_letter: true });
    expect(bodies[0]).not.toHaveProperty('why_company');
  });
});
