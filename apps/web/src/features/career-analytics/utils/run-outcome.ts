import { ANALYTICS_READY_TITLE, type ClientNotification } from '@cvforge/contracts';

/** The live-event type whose notification ends (or fails) a career analytics run. */
const ANALYTICS_EVENT_TYPE = 'analytics_complete';

export type RunOutcome = { kind: 'ready' } | { kind: 'failed'; message?: string };

/**
 * What the notifications say about this run: "Analytics Ready" for this CV, or its failed
 * analytics notification, newer than `since`. Notifications of other CVs and older ones are not
 * about it. For the "default" CV the server names the real id, so any CV's notification counts.
 */
export function findRunOutcome(
  notifications: readonly ClientNotification[],
  cvId: string,
  since: number,
): RunOutcome | undefined {
  for (const notification of notifications) {
    const { data } = notification;
    if (Date.parse(notification.createdAt) <= since) continue;
    if (cvId !== 'default' && data.cv_id !== cvId) continue;
    if (data.type === ANALYTICS_EVENT_TYPE && data.status === 'failed') {
      return { kind: 'failed', message: notification.message };
    }
    if (notification.title === ANALYTICS_READY_TITLE) return { kind: 'ready' };
  }
  return undefined;
}
