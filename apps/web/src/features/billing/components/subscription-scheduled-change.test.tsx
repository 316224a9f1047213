import type { SubscriptionStatus } from '@cvforge/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { SubscriptionScheduledChange } from './subscription-scheduled-change';

const CHANGE = {
  plan_type: 'standard' as const,
  plan_name: 'Standard',
  effective_at: '2030-01-15T12:00:00.000Z',
};

const STATUS: SubscriptionStatus = {
  has_subscription: true,
  status: 'active',
  plan_type: 'premium',
  current_period_end: CHANGE.effective_at,
  cancel_at_period_end: false,
  scheduled_change: null,
};

describe('SubscriptionScheduledChange', () => {
  it('shows the lower plan and its date, and keeps the current plan on request', async () => {
    let deletes = 0;
    server.use(
      http.delete(apiUrl('/subscription/scheduled-change'), () => {
        deletes += 1;
        return HttpResponse.json({ success: true, data: STATUS });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionScheduledChange change={CHANGE} currentPlanName="Premium" />);

    expect(
      screen.getByRole('heading', { name: 'Scheduled: Standard from January 15, 2030' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^You keep Premium and its limits until then/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Premium' }));
    await expect.poll(() => deletes).toBe(1);
  });

  it("shows the server's reason when the change cannot be cancelled", async () => {
    server.use(
      http.delete(apiUrl('/subscription/scheduled-change'), () =>
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message: 'No plan change is scheduled.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionScheduledChange change={CHANGE} currentPlanName="Premium" />);
    await user.click(screen.getByRole('button', { name: 'Keep Premium' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No plan change is scheduled.');
  });
});
