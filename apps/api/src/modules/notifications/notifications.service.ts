import crypto from 'node:crypto';
import {
  idSchema,
  type LiveEvent,
  type LiveEventData,
  liveEventNotificationText,
  liveEventSchema,
  type LiveEventType,
  type NotificationsQuery,
  type ServerNotification,
} from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

/** What a finished background job reports; `event_id` makes a retried job's report idempotent. */
export interface NotifyInput {
  type: LiveEventType;
  event_id?: string;
  data: LiveEventData;
}

/** Publishes a live event to the user's open sockets on every process (modules/realtime). */
export interface LiveEventPublisher {
  publish(userId: string, event: LiveEvent): Promise<void>;
}

function toServerNotification(row: NotificationRow): ServerNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    created_at: row.created_at.toISOString(),
    is_read: row.is_read,
    data: row.data,
  };
}

export function createNotificationsService({
  repository,
  liveEvents,
}: {
  repository: NotificationsRepository;
  liveEvents: LiveEventPublisher;
}) {
  return {
    async list(userId: string, page: NotificationsQuery) {
      const [rows, unreadCount] = await Promise.all([
        repository.listNewestFirst(userId, page),
        repository.countUnread(userId),
      ]);
      return { items: rows.map(toServerNotification), unread_count: unreadCount };
    },

    async markRead(userId: string, id: string): Promise<void> {
      if (!(await repository.markRead(userId, id)))
        throw AppError.notFound('Notification not found');
    },

    markAllRead: (userId: string) => repository.markAllRead(userId),
    clearAll: (userId: string) => repository.deleteAll(userId),

    /**
     * Tells the user that background work ended: writes the notification row (what the panel
     * lists, and what a reconnecting client re-fetches), then publishes the live event.
     */
    async notify(userId: string, input: NotifyInput): Promise<LiveEvent> {
      const event = liveEventSchema.parse({
        type: input.type,
        // The notifications.event_id column is a uuid; anything else is a caller's bug.
        event_id: input.event_id ? idSchema.parse(input.event_id) : crypto.randomUUID(),
        data: input.data,
      });
      const { title, message } = liveEventNotificationText(event);
      const { cv_id, status, title: cvTitle, ats_score } = event.data;
      await repository.insertOnce({
        user_id: userId,
        event_id: event.event_id,
        title,
        message,
        data: {
          event_id: event.event_id,
          type: event.type,
          cv_id,
          status,
          title: cvTitle ?? null,
          ats_score: ats_score ?? null,
          has_analytics: event.type === 'analytics_complete' && status !== 'failed',
        },
      });
      await liveEvents.publish(userId, event);
      return event;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
