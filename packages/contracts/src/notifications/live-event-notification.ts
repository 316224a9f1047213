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

export const UPLOAD_REFUNDED_NOTE = 'This upload does not count towards your monthly limit.';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Why it failed when the job knows (the file), else the generic failure. */
function failureMessage(
  cv: string,
  { failure_reason: reason, upload_refunded }: LiveEvent['data'],
) {
  if (!reason) return `Something went wrong with ${cv}. Please try again.`;
  const message = `${capitalised(cv)} could not be processed. ${reason}`;
  return upload_refunded ? `${message} ${UPLOAD_REFUNDED_NOTE}` : message;
}

/** Title and message of the notification for a live event; a failed status reads as a failure. */
export function liveEventNotificationText(event: Pick<LiveEvent, 'type' | 'data'>) {
  const cv = event.data.title ? `"${event.data.title}"` : 'your CV';
  if (event.data.status === 'failed') {
    return { title: liveEventFailureTitle(event.type), message: failureMessage(cv, event.data) };
  }
  return {
    title: LIVE_EVENT_NOTIFICATION_TITLES[event.type],
    message: capitalised(SUCCESS_MESSAGES[event.type](cv)),
  };
}
