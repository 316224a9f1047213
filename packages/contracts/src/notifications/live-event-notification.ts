import type { LiveEvent, LiveEventType } from './live-event';
import { liveEventFailureTitle } from './live-event';

/**
 * The title of the notification row a finished background job leaves. The analytics pages poll
 * GET /notifications for "Analytics Ready" and "ATS Analytics Ready" (docs/product.md §C8), so those
 * two are exact; the CV ones reuse the live-event toast titles.
 */
export const LIVE_EVENT_NOTIFICATION_TITLES = {
  'cv.processed': 'Your CV is processed',
  'cv.generated': 'Your CV is ready',
  analytics_complete: 'Analytics Ready',
  ats_analytics_complete: 'ATS Analytics Ready',
} as const satisfies Record<LiveEventType, string>;

const SUCCESS_MESSAGES = {
  'cv.processed': (cv: string) => `${cv} has been processed and is ready to preview.`,
  'cv.generated': (cv: string) => `${cv} has been generated and is ready to preview.`,
  analytics_complete: (cv: string) => `Career analytics for ${cv} are ready.`,
  ats_analytics_complete: (cv: string) => `The ATS analysis of ${cv} is ready.`,
} as const satisfies Record<LiveEventType, (cv: string) => string>;

/** Title and message of the notification for a live event; a failed status reads as a failure. */
export function liveEventNotificationText(event: Pick<LiveEvent, 'type' | 'data'>) {
  const cv = event.data.title ? `"${event.data.title}"` : 'your CV';
  if (event.data.status === 'failed') {
    return {
      title: liveEventFailureTitle(event.type),
      message: `Something went wrong with ${cv}. Please try again.`,
    };
  }
  const message = SUCCESS_MESSAGES[event.type](cv);
  return {
    title: LIVE_EVENT_NOTIFICATION_TITLES[event.type],
    message: message.charAt(0).toUpperCase() + message.slice(1),
  };
}
