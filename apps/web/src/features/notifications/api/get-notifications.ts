import { NOTIFICATION_PAGE_SIZE, serverNotificationSchema } from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useNotificationStore } from '../store';
import { fromServerNotification } from '../utils/to-client-notification';

/**
 * GET /notifications?limit=50&offset=0. Rows that do not read as notifications are skipped
 * rather than failing the whole list.
 */
export async function getNotifications({ signal }: { signal?: AbortSignal } = {}) {
  const raw = await apiRequest('/notifications', {
    query: { limit: NOTIFICATION_PAGE_SIZE, offset: 0 },
    signal,
  });
  const data = (raw as { data?: { items?: unknown; unread_count?: unknown } } | null)?.data;
  const rows = Array.isArray(data?.items) ? data.items : [];
  const items = rows.flatMap((row: unknown) => {
    const parsed = serverNotificationSchema.safeParse(row);
    return parsed.success ? [fromServerNotification(parsed.data)] : [];
  });
  const unreadCount = typeof data?.unread_count === 'number' ? data.unread_count : 0;
  return { items, unreadCount };
}

export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => getNotifications({ signal }),
    staleTime: 0,
  });
}

/**
 * Keeps the store in step with the server while signed in. Fetch errors are swallowed
 * (docs/product.md §P8): the panel keeps what it has. Returns refetch for reconnects.
 */
export function useSyncNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...getNotificationsQueryOptions(), enabled, retry: false });
  const mergeFromServer = useNotificationStore((state) => state.mergeFromServer);

  useEffect(() => {
    if (query.data) mergeFromServer(query.data.items);
  }, [query.data, mergeFromServer]);

  return query.refetch;
}
