import {
  type ClientNotification,
  type LiveEvent,
  liveEventNotificationText,
  notificationLink,
  notificationTypeForStatus,
  type ServerNotification,
} from '@cvforge/contracts';

/** A row of GET /notifications as the store keeps it (docs/product.md §P3). */
export function fromServerNotification(row: ServerNotification): ClientNotification {
  const cvId = row.data.cv_id;
  return {
    id: row.id,
    notificationId: row.id,
    eventId: row.data.event_id ?? row.id,
    title: row.title,
    message: row.message ?? undefined,
    type: notificationTypeForStatus(row.data.status),
    createdAt: row.created_at,
    read: row.is_read,
    link: cvId ? notificationLink(cvId, Boolean(row.data.has_analytics)) : undefined,
    data: row.data,
  };
}

/**
 * A live event as a notification, worded and linked like the row the server writes for it, so
 * the two read the same when the next fetch brings that row (deduplicated by eventId).
 */
export function fromLiveEvent(event: LiveEvent, now: Date = new Date()): ClientNotification {
  const { title, message } = liveEventNotificationText(event);
  const hasAnalytics = event.type === 'analytics_complete' && event.data.status !== 'failed';
  return {
    id: event.event_id,
    eventId: event.event_id,
    title,
    message,
    type: notificationTypeForStatus(event.data.status),
    createdAt: now.toISOString(),
    read: false,
    link: notificationLink(event.data.cv_id, hasAnalytics),
    data: {
      ...event.data,
      event_id: event.event_id,
      type: event.type,
      has_analytics: hasAnalytics,
    },
  };
}
