import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /notifications/mark-all-read. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest('/notifications/mark-all-read', { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  return useMutation({ mutationFn: markAllNotificationsRead, onError: () => {} });
}
