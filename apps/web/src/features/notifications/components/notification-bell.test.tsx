import type { ClientNotification } from '@cvforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { useNotificationStore } from '../store';
import { NotificationBell } from './notification-bell';

const SERVER_ID = '5d0c2f1e-7b4a-4c3d-9e8f-1a2b3c4d5e6f';

const fromServer: ClientNotification = {
  id: SERVER_ID,
  notificationId: SERVER_ID,
  eventId: 'e-1',
  title: 'Analytics Ready',
  message: 'Career analytics for "Data Engineer" are ready.',
  type: 'success',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  read: false,
  link: '/app/cv/cv-1/analytics',
  data: {},
};
const liveOnly: ClientNotification = {
  ...fromServer,
  id: 'e-2',
  notificationId: undefined,
  eventId: 'e-2',
  title: 'Your CV is processed',
  link: '/app/cv/cv-2/preview',
  createdAt: new Date(Date.now() - 120_000).toISOString(),
};

function recordCalls() {
  const calls: string[] = [];
  server.use(
    http.post(apiUrl('/notifications/:id/read'), ({ params }) => {
      calls.push(`read ${String(params.id)}`);
      return HttpResponse.json({ success: true });
    }),
    http.post(apiUrl('/notifications/mark-all-read'), () => {
      calls.push('mark-all-read');
      return HttpResponse.json({ success: true });
    }),
    http.delete(apiUrl('/notifications'), () => {
      calls.push('clear');
      return HttpResponse.json({ success: true });
    }),
  );
  return calls;
}

function renderBell() {
  return renderWithProviders(
    <div>
      <NotificationBell />
      <p>Outside</p>
    </div>,
    { route: '/app' },
  );
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });

describe('NotificationBell', () => {
  beforeEach(() => {
    useNotificationStore.getState().mergeFromServer([fromServer]);
    useNotificationStore.getState().add(liveOnly);
    useNotificationStore.getState().add({
      ...liveOnly,
      id: 'e-3',
      eventId: 'e-3',
      read: true,
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
  });

  it('badges max(unseen, unread); opening clears unseen', async () => {
    const user = userEvent.setup();
    renderBell();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    expect(useNotificationStore.getState().unseenCount).toBe(1);

    await user.click(bell());
    expect(useNotificationStore.getState().unseenCount).toBe(0);
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    const items = within(panel()).getAllByRole('button', { name: /Analytics Ready|Your CV/ });
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveClass('opacity-60');
  });

  it('selecting a server notification marks it read there, closes and navigates', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderBell();
    await user.click(bell());
    await user.click(within(panel()).getByRole('button', { name: /Analytics Ready/ }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/app/cv/cv-1/analytics');
    await waitFor(() => expect(calls).toEqual([`read ${SERVER_ID}`]));
    const selected = useNotificationStore.getState().items.find((item) => item.id === SERVER_ID);
    expect(selected?.read).toBe(true);
  });

  it('selecting a live-only notification marks it read locally without a call', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderBell();
    await user.click(bell());
    await user.click(within(panel()).getAllByRole('button', { name: /Your CV is processed/ })[0]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/cv/cv-2/preview');
    expect(useNotificationStore.getState().items.find((item) => item.id === 'e-2')?.read).toBe(
      true,
    );
    expect(calls).toEqual([]);
  });

  it('marks all as read and clears all, on the server too', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderBell();
    await user.click(bell());
    await user.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    expect(useNotificationStore.getState().unreadCount).toBe(0);
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Clear all' }));
    expect(within(panel()).getByText('No notifications yet')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['mark-all-read', 'clear']));
  });

  it('closes on an outside click and on Escape', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(bell());
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(bell());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });
});
