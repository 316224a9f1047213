import { ATS_ANALYTICS_READY_TITLE, type ClientNotification } from '@cvforge/contracts';

export type ProcessingOutcome = { kind: 'ready' } | { kind: 'failed'; message?: string };

const ATS_EVENT_TYPE = 'ats_analytics_complete';

/**
 * What the notifications say about this CV's analysis since `since` (ms): "ATS Analytics Ready"
 * (docs/product.md §C4), or a failed ATS job. Older notifications and other CVs' do not count.
 */
export function findProcessingOutcome(
  notifications: readonly ClientNotification[],
  cvId: string,
  since: number,
): ProcessingOutcome | null {
  for (const notification of notifications) {
    const { data } = notification;
    if (data.cv_id !== cvId || !(Date.parse(notification.createdAt) > since)) continue;
    if (data.status === 'failed' && (data.type === undefined || data.type === ATS_EVENT_TYPE)) {
      return { kind: 'failed', message: notification.message };
    }
    if (notification.title === ATS_ANALYTICS_READY_TITLE) return { kind: 'ready' };
  }
  return null;
}
