import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /notifications/{id}/read. */
export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

/** The store is updated first; a failed call is not worth interrupting the user for. */
export function useMarkNotificationRead() {
  return useMutation({ mutationFn: markNotificationRead, onError: () => {} });
}
