import { z } from 'zod';
import {
  idParamsSchema,
  idSchema,
  isoDateTimeSchema,
  jsonObjectSchema,
  normalised,
  okResponseSchema,
  successResponse,
} from '../common';
import { MAX_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from '../constants';

export const NOTIFICATION_TYPES = ['success', 'error', 'info'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/**
 * The data of a server notification. Two readings: the CV id comes as cv_id, cvId or cv, and the
 * analytics flag as has_analytics or analytics; parsing yields cv_id and has_analytics. Other keys stay.
 */
export const serverNotificationDataSchema = normalised(
  z.looseObject({
    event_id: z.string().optional(),
    cv_id: z.string().optional(),
    has_analytics: z.boolean().optional(),
    status: z.string().optional(),
  }),
  (raw) => {
    const hasAnalytics = raw.has_analytics ?? raw.analytics;
    return {
      ...raw,
      cv_id: raw.cv_id ?? raw.cvId ?? raw.cv,
      has_analytics: hasAnalytics === undefined ? undefined : Boolean(hasAnalytics),
    };
  },
);
export type ServerNotificationData = z.infer<typeof serverNotificationDataSchema>;

/** docs/product.md §P3 "Notification (server)". */
export const serverNotificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  message: z.string().nullable().default(null),
  created_at: isoDateTimeSchema,
  is_read: z.boolean(),
  data: serverNotificationDataSchema.default({}),
});
export type ServerNotification = z.infer<typeof serverNotificationSchema>;

/** GET /notifications?limit=50&offset=0. */
export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsResponseSchema = successResponse(
  z.object({
    items: z.array(serverNotificationSchema),
    unread_count: z.number().int().nonnegative(),
  }),
);
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /notifications/{id}/read, POST /notifications/mark-all-read, DELETE /notifications. */
export const notificationIdParamsSchema = idParamsSchema;
export const markNotificationReadResponseSchema = okResponseSchema;
export const markAllNotificationsReadResponseSchema = okResponseSchema;
export const clearNotificationsResponseSchema = okResponseSchema;

/** docs/product.md §P3 "Notification (client)". */
export const clientNotificationSchema = z.object({
  id: z.string().min(1),
  /** The server's id, when the notification came from the server. */
  notificationId: z.string().optional(),
  eventId: z.string(),
  title: z.string(),
  message: z.string().optional(),
  type: notificationTypeSchema,
  createdAt: isoDateTimeSchema,
  read: z.boolean(),
  /** An in-app path. */
  link: z.string().optional(),
  data: jsonObjectSchema.default({}),
});
export type ClientNotification = z.infer<typeof clientNotificationSchema>;

/** The client store; the bell badge shows max(unseenCount, unreadCount). */
export const notificationsStateSchema = z.object({
  items: z.array(clientNotificationSchema),
  unseenCount: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationsState = z.infer<typeof notificationsStateSchema>;

/** processed gives success, failed gives error, anything else info. */
export function notificationTypeForStatus(status: string | null | undefined): NotificationType {
  if (status === 'processed') return 'success';
  if (status === 'failed') return 'error';
  return 'info';
}

/** /app/cv/{id}/analytics when analytics exist, otherwise /app/cv/{id}/preview. */
export function notificationLink(cvId: string, hasAnalytics: boolean): string {
  return `/app/cv/${cvId}/${hasAnalytics ? 'analytics' : 'preview'}`;
}
