import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { useNotificationStore } from '@/features/notifications/store';
import { apiUrl } from '@/lib/api-client';
import { signInAs } from '@/testing/fixtures/user';
import { liveSocket } from '@/testing/msw/handlers/live';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { SessionEffects } from './session-effects';

function countNotificationFetches() {
  const counter = { calls: 0 };
  server.use(
    http.get(apiUrl('/notifications'), () => {
      counter.calls += 1;
      return HttpResponse.json({ success: true, data: { items: [], unread_count: 0 } });
    }),
  );
  return counter;
}

type Client = Parameters<Parameters<typeof liveSocket.addEventListener>[1]>[0]['client'];

/** Every connection the live socket receives, to act on from the server side. */
function recordConnections() {
  const clients: Client[] = [];
  server.use(liveSocket.addEventListener('connection', ({ client }) => void clients.push(client)));
  return clients;
}

describe('SessionEffects', () => {
  it('opens the live socket with the token, re-fetches notifications after a reconnect', async () => {
    const fetches = countNotificationFetches();
    const clients = recordConnections();
    const { accessToken } = signInAs();
    renderWithProviders(<SessionEffects />);

    await waitFor(() => expect(clients).toHaveLength(1));
    expect(clients[0]?.url.href).toBe(`ws://${location.host}/api/ws?token=${accessToken}`);
    await waitFor(() => expect(fetches.calls).toBe(1));

    act(() => clients[0]?.close());
    // The backoff's first step is 1 s.
    await waitFor(() => expect(clients).toHaveLength(2), { timeout: 2_500 });
    await waitFor(() => expect(fetches.calls).toBe(2));
  });

  it('refreshes the stored user from the profile', async () => {
    signInAs();
    server.use(
      http.get(apiUrl('/auth/profile'), () =>
        HttpResponse.json({
          success: true,
          data: { user: { ...useAuthStore.getState().user, first_name: 'Augusta' } },
        }),
      ),
    );
    renderWithProviders(<SessionEffects />);
    await waitFor(() => expect(useAuthStore.getState().user?.first_name).toBe('Augusta'));
  });

  it('records the spec message when the profile lacks id or email', async () => {
    signInAs();
    server.use(
      http.get(apiUrl('/auth/profile'), () =>
        HttpResponse.json({ success: true, data: { user: { first_name: 'Nobody' } } }),
      ),
    );
    renderWithProviders(<SessionEffects />);
    await waitFor(() =>
      expect(useAuthStore.getState().error).toBe('Invalid user data: missing required fields'),
    );
    expect(useAuthStore.getState().user?.email).toBe('ada@example.com');
  });

  it('shows a live event as a notification', async () => {
    const clients = recordConnections();
    signInAs();
    renderWithProviders(<SessionEffects />);
    await waitFor(() => expect(clients).toHaveLength(1));
    act(() =>
      clients[0]?.send(
        JSON.stringify({
          type: 'cv.generated',
          event_id: 'e-live',
          data: { cv_id: 'cv-1', status: 'processed', title: 'Data Engineer' },
        }),
      ),
    );
    await waitFor(() =>
      expect(useNotificationStore.getState().items[0]).toMatchObject({
        eventId: 'e-live',
        title: 'Your CV is ready',
      }),
    );
  });

  it('stops the live socket when it unmounts (logout, token expiry)', async () => {
    const clients = recordConnections();
    const closed: number[] = [];
    signInAs();
    const { unmount } = renderWithProviders(<SessionEffects />);
    await waitFor(() => expect(clients).toHaveLength(1));
    clients[0]?.addEventListener('close', (event) => void closed.push(event.code));
    unmount();
    await waitFor(() => expect(closed).toEqual([1000]));
  });
});
