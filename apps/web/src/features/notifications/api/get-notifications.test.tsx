import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { useNotificationStore } from '../store';
import { useSyncNotifications } from './get-notifications';

const row = {
  id: '5d0c2f1e-7b4a-4c3d-9e8f-1a2b3c4d5e6f',
  title: 'Analytics Ready',
  message: 'Career analytics are ready.',
  created_at: '2026-03-01T10:00:00.000Z',
  is_read: false,
  data: { event_id: 'e-1', cvId: 'cv-1', analytics: true, status: 'processed' },
};

function Sync() {
  useSyncNotifications();
  return <p>synced</p>;
}

describe('useSyncNotifications', () => {
  it('asks for 50 from offset 0 and maps rows into the store', async () => {
    let search = '';
    server.use(
      http.get(apiUrl('/notifications'), ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({
          success: true,
          data: { items: [row, { id: 'not-a-row' }], unread_count: 1 },
        });
      }),
    );
    renderWithProviders(<Sync />);
    await waitFor(() => expect(useNotificationStore.getState().items).toHaveLength(1));
    expect(search).toBe('?limit=50&offset=0');
    expect(useNotificationStore.getState().items[0]).toMatchObject({
      id: row.id,
      notificationId: row.id,
      eventId: 'e-1',
      type: 'success',
      read: false,
      link: '/app/cv/cv-1/analytics',
    });
    expect(useNotificationStore.getState().unreadCount).toBe(1);
  });

  it('swallows a failed fetch and keeps what the store has', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/notifications'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    useNotificationStore.getState().add({
      id: 'e-9',
      eventId: 'e-9',
      title: 'Your CV is ready',
      type: 'success',
      createdAt: '2026-03-01T10:00:00.000Z',
      read: false,
      data: {},
    });
    renderWithProviders(<Sync />);
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.getByText('synced')).toBeInTheDocument();
    expect(useNotificationStore.getState().items.map((item) => item.id)).toEqual(['e-9']);
  });
});
