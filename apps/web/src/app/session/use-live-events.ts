import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isTokenExpired } from '@/features/auth/jwt';
import { useAuthStore } from '@/features/auth/store';
import { createLiveSocket, liveSocketUrl } from '@/lib/ws-client';
import { handleLiveEvent } from './handle-live-event';

/**
 * The live-event connection for the signed-in user. It lives as long as the component that
 * calls it, which is mounted only while authenticated: token expiry and logout stop it. Each
 * reconnect uses the current token and calls onReconnect (re-fetch notifications).
 */
export function useLiveEvents({ onReconnect }: { onReconnect: () => void }): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onReconnectRef = useRef(onReconnect);

  useEffect(() => {
    onReconnectRef.current = onReconnect;
  }, [onReconnect]);

  useEffect(() => {
    const socket = createLiveSocket({
      getUrl: () => {
        const token = useAuthStore.getState().accessToken;
        return token && !isTokenExpired(token) ? liveSocketUrl(token) : null;
      },
      onMessage: (message) =>
        handleLiveEvent(message, { queryClient, navigate: (to) => void navigate(to) }),
      onReconnect: () => onReconnectRef.current(),
    });
    socket.start();
    return () => socket.stop();
  }, [queryClient, navigate]);
}
