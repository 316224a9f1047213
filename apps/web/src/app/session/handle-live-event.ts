import {
  LIVE_EVENT_SUCCESS,
  LIVE_EVENT_VIEW_ACTION_LABEL,
  liveEventFailureTitle,
  liveEventLink,
  liveEventNotificationText,
  liveEventSchema,
  type LiveEvent,
} from '@cvforge/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CVS_QUERY_KEY } from '@/features/cvs/api/get-cvs';
import { patchCvInLists, type CvListPatch } from '@/features/cvs/utils/cv-list-cache';
import { useNotificationStore } from '@/features/notifications/store';
import { fromLiveEvent } from '@/features/notifications/utils/to-client-notification';
import { USAGE_QUERY_KEY } from '@/features/usage/api/usage-query-key';
import { showToast } from '@/lib/toast';

interface LiveEventContext {
  queryClient: QueryClient;
  navigate: (to: string) => void;
}

/**
 * One message from /ws (docs/product.md §P4 "Live events"): the CV list is updated, a
 * notification is added and, for a finished or failed job, a toast shows. Messages that are
 * not live events, and events the store already holds, change nothing visible.
 */
export function handleLiveEvent(message: unknown, { queryClient, navigate }: LiveEventContext) {
  const parsed = liveEventSchema.safeParse(message);
  if (!parsed.success) return;
  const event = parsed.data;
  syncCvList(queryClient, event.data);
  // An unreadable upload gave its unit back: the usage shown (and the upload gate) is re-read.
  if (event.data.upload_refunded) {
    void queryClient.invalidateQueries({ queryKey: [USAGE_QUERY_KEY] });
  }

  const isNew = useNotificationStore.getState().add(fromLiveEvent(event));
  if (!isNew) return;

  const { status, cv_id: cvId, title } = event.data;
  if (status === 'failed') {
    showToast({
      type: 'error',
      title: liveEventFailureTitle(event.type),
      // With a reason the job knows (an unreadable file), the notification's wording says it.
      message: event.data.failure_reason
        ? liveEventNotificationText(event).message
        : (title ?? undefined),
    });
    return;
  }
  if (status !== 'processed') return;
  const link = liveEventLink(event.type, cvId);
  showToast({
    type: 'success',
    title: LIVE_EVENT_SUCCESS[event.type].title,
    message: title ?? undefined,
    action: { label: LIVE_EVENT_VIEW_ACTION_LABEL, onClick: () => navigate(link) },
  });
}

/**
 * The CV's list entry takes the event's status, ats_score, preview_content and type in place;
 * a CV the cached lists do not hold (or no cached list) means the list is refetched.
 */
function syncCvList(queryClient: QueryClient, data: LiveEvent['data']) {
  const patch: CvListPatch = { status: data.status };
  if (data.ats_score !== undefined) patch.ats_score = data.ats_score;
  if (data.preview_content !== undefined) patch.preview_content = data.preview_content;
  if (data.type !== undefined) patch.type = data.type;
  if (data.failure_reason !== undefined) patch.failure_reason = data.failure_reason;
  if (!patchCvInLists(queryClient, data.cv_id, patch)) {
    void queryClient.invalidateQueries({ queryKey: CVS_QUERY_KEY });
  }
}
