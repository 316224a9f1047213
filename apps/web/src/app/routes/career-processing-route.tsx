import { useSyncNotifications } from '@/features/notifications/api/get-notifications';
import { useNotificationStore } from '@/features/notifications/store';
import { CareerProcessingPage } from '@/features/career-analytics/pages/career-processing-page';

/**
 * /app/cv/{cvId}/analytics/processing: the page waits for the run's notification, so it gets
 * the store's notifications, and at each of its checks the list is fetched again (docs/product.md §C7:
 * GET /notifications is polled), in case the live connection is down.
 */
export function CareerProcessingRoute() {
  const notifications = useNotificationStore((state) => state.items);
  const refetchNotifications = useSyncNotifications();
  return (
    <CareerProcessingPage
      notifications={notifications}
      onCheckNotifications={() => void refetchNotifications()}
    />
  );
}
