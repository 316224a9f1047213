import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { UsageDropdown } from './usage-dropdown';

function usageAnswers({
  isFree = true,
  limits = { cv_generation: 5, cv_upload: 5, cv_edit_limit: 0 },
  usage = { cv_generation: 4, cv_upload: 7, cv_edit_limit: 0 },
} = {}) {
  server.use(
    http.get(apiUrl('/user-usage/info'), () =>
      HttpResponse.json({
        success: true,
        data: {
          plan: { id: 'p', slug: isFree ? 'free' : 'premium', name: isFree ? 'Free' : 'Premium' },
          limits,
          usage,
          can_perform_action: { cv_generation: true, cv_upload: false, cv_edit_limit: false },
          is_free_user: isFree,
        },
      }),
    ),
  );
}

async function openUsage() {
  const user = userEvent.setup();
  renderWithProviders(<UsageDropdown />);
  // Radix opens menus on pointerdown, which jsdom's events do not satisfy; the keyboard works.
  (await screen.findByRole('button', { name: 'Usage' })).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

describe('UsageDropdown', () => {
  it('lists usage types with Monthly Usage n/limit, hiding those whose limit is 0', async () => {
    usageAnswers({ usage: { cv_generation: 1, cv_upload: 2, cv_edit_limit: 0 } });
    const menu = await openUsage();
    const meters = within(menu).getAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-label'))).toEqual([
      'CV generations',
      'CV uploads',
    ]);
    expect(menu).toHaveTextContent('Monthly Usage 1/5');
    expect(menu).toHaveTextContent('Monthly Usage 2/5');
    expect(within(menu).queryByText('CV edits')).not.toBeInTheDocument();
  });

  it('turns amber at 80 % and red at 100 %, capping the bar at 100 %', async () => {
    usageAnswers({ usage: { cv_generation: 4, cv_upload: 7, cv_edit_limit: 0 } });
    const menu = await openUsage();
    const generation = within(menu).getByRole('meter', { name: 'CV generations' });
    const upload = within(menu).getByRole('meter', { name: 'CV uploads' });
    expect(generation).toHaveAttribute('data-level', 'near_limit');
    expect(generation.firstElementChild).toHaveClass('bg-amber-500');
    expect(generation.firstElementChild).toHaveStyle({ width: '80%' });
    expect(upload).toHaveAttribute('data-level', 'at_limit');
    expect(upload.firstElementChild).toHaveClass('bg-red-600');
    expect(upload.firstElementChild).toHaveStyle({ width: '100%' });
    expect(menu).toHaveTextContent('Monthly Usage 7/5');
  });

  it('stays primary below 80 % and offers Upgrade to /pricing', async () => {
    usageAnswers({ usage: { cv_generation: 3, cv_upload: 0, cv_edit_limit: 0 } });
    const menu = await openUsage();
    const generation = within(menu).getByRole('meter', { name: 'CV generations' });
    expect(generation).toHaveAttribute('data-level', 'ok');
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('is not shown to paying users', async () => {
    usageAnswers({ isFree: false });
    const { queryClient } = renderWithProviders(<UsageDropdown />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['usage', 'info'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: 'Usage' })).not.toBeInTheDocument();
  });
});
