import {
  ANALYTICS_READY_TITLE,
  ATS_ANALYTICS_READY_TITLE,
  type ClientNotification,
} from '@cvforge/contracts';

/** The live-event type and the ready title (docs/product.md §C4) that end each analysis. */
const ANALYSES = {
  ats: { eventType: 'ats_analytics_complete', readyTitle: ATS_ANALYTICS_READY_TITLE },
  career: { eventType: 'analytics_complete', readyTitle: ANALYTICS_READY_TITLE },
} as const;

export type Analysis = keyof typeof ANALYSES;
export type AnalysisOutcome = { kind: 'ready' } | { kind: 'failed'; message?: string };

/**
 * The one reading of how an analysis run ended, from the notifications (newest first): its ready
 * notification for this CV, or its failed one, newer than `since` (ms). Notifications of other
 * CVs, of other jobs (the server names the job in `data.type`) and older ones are not about it.
 * For the "default" CV the server names the real id, so any CV's notification counts.
 */
export function findAnalysisOutcome(
  analysis: Analysis,
  notifications: readonly ClientNotification[],
  cvId: string,
  since: number,
): AnalysisOutcome | undefined {
  const { eventType, readyTitle } = ANALYSES[analysis];
  for (const notification of notifications) {
    const { data } = notification;
    if (!(Date.parse(notification.createdAt) > since)) continue;
    if (cvId !== 'default' && data.cv_id !== cvId) continue;
    if (data.type === eventType && data.status === 'failed') {
      return { kind: 'failed', message: notification.message };
    }
    if (notification.title === readyTitle) return { kind: 'ready' };
  }
  return undefined;
}
