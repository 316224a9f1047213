import { useProfileRefresh } from '@/features/auth/hooks/use-profile-refresh';
import { useSyncNotifications } from '@/features/notifications/api/get-notifications';
import { useLiveEvents } from './use-live-events';

/**
 * What runs while a user is signed in (mounted by RootLayout only then, and loaded on demand):
 * profile refresh, notifications, and the live-event connection.
 */
export function SessionEffects() {
  useProfileRefresh();
  const refetchNotifications = useSyncNotifications();
  useLiveEvents({ onConnected: () => void refetchNotifications() });
  return null;
}
