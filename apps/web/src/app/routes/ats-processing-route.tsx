import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AtsProcessingPage } from '@/features/ats-analytics/pages/ats-processing-page';
import { getNotificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { useNotificationStore } from '@/features/notifications/store';

/**
 * GET /notifications is re-read this often while the page waits, in case the live event that
 * carries "ATS Analytics Ready" was missed; the page itself checks the store every 500 ms.
 */
export const ATS_NOTIFICATIONS_POLL_MS = 5_000;

/** /app/cv/{cvId}/ats-analytics/processing: the page, fed by the notification store. */
export function AtsProcessingRoute() {
  const notifications = useNotificationStore((state) => state.items);
  const mergeFromServer = useNotificationStore((state) => state.mergeFromServer);
  const { data } = useQuery({
    ...getNotificationsQueryOptions(),
    refetchInterval: ATS_NOTIFICATIONS_POLL_MS,
    retry: false,
  });

  useEffect(() => {
    if (data) mergeFromServer(data.items);
  }, [data, mergeFromServer]);

  return <AtsProcessingPage notifications={notifications} />;
}
