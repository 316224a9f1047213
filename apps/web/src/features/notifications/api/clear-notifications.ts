import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE /notifications: clears them all. */
export async function clearNotifications(): Promise<void> {
  await apiRequest('/notifications', { method: 'DELETE' });
}

export function useClearNotifications() {
  return useMutation({ mutationFn: clearNotifications, onError: () => {} });
}
