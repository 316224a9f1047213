import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isTokenExpired } from '@/features/auth/jwt';
import { useAuthStore } from '@/features/auth/store';
import { CVS_QUERY_KEY } from '@/features/cvs/api/get-cvs';
import { createLiveSocket, liveSocketUrl } from '@/lib/ws-client';
import { handleLiveEvent } from './handle-live-event';

/**
 * The live-event connection for the signed-in user. It lives as long as the component that
 * calls it, which is mounted only while authenticated: token expiry and logout stop it. Each
 * (re)connect uses the current token, then re-fetches notifications (onConnected) and the CV
 * lists, which may have missed events while no connection was open.
 */
export function useLiveEvents({ onConnected }: { onConnected: () => void }): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onConnectedRef = useRef(onConnected);

  useEffect(() => {
    onConnectedRef.current = onConnected;
  }, [onConnected]);

  useEffect(() => {
    const socket = createLiveSocket({
      getUrl: () => {
        const token = useAuthStore.getState().accessToken;
        return token && !isTokenExpired(token) ? liveSocketUrl(token) : null;
      },
      onMessage: (message) =>
        handleLiveEvent(message, { queryClient, navigate: (to) => void navigate(to) }),
      onConnected: () => {
        onConnectedRef.current();
        void queryClient.invalidateQueries({ queryKey: CVS_QUERY_KEY });
      },
    });
    socket.start();
    return () => socket.stop();
  }, [queryClient, navigate]);
}
