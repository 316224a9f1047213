import { z } from 'zod';
import { looseCvContentSchema } from '../common';
import { cvStatusSchema, cvTypeSchema } from '../cv/cv';

export const LIVE_EVENT_TYPES = [
  'cv.generated',
  'cv.processed',
  'analytics_complete',
  'ats_analytics_complete',
] as const;
export const liveEventTypeSchema = z.enum(LIVE_EVENT_TYPES);
export type LiveEventType = z.infer<typeof liveEventTypeSchema>;

/** Query of the WebSocket /ws: the access token travels as a query parameter. */
export const liveSocketQuerySchema = z.object({ token: z.string().min(1) });
export type LiveSocketQuery = z.infer<typeof liveSocketQuerySchema>;

export const liveEventDataSchema = z.object({
  cv_id: z.string().min(1),
  status: cvStatusSchema,
  title: z.string().nullable().optional(),
  ats_score: z.number().min(0).max(100).nullable().optional(),
  preview_content: looseCvContentSchema.nullable().optional(),
  /** Not in the spec's data list, but the CV list entry's type is updated from the event. */
  type: cvTypeSchema.optional(),
  /** A failed CV: why, in words a person understands (the CV's failure_reason). */
  failure_reason: z.string().nullable().optional(),
  /** A failed upload whose file could not be read: its cv_upload unit was given back (decision 028). */
  upload_refunded: z.boolean().optional(),
});
export type LiveEventData = z.infer<typeof liveEventDataSchema>;

/** One message on /ws. Events already seen (by event_id) are ignored. */
export const liveEventSchema = z.object({
  type: liveEventTypeSchema,
  event_id: z.string().min(1),
  data: liveEventDataSchema,
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Success toast title and the page its View action opens, per event type. */
export const LIVE_EVENT_SUCCESS = {
  'cv.processed': { title: 'Your CV is processed', page: 'preview' },
  analytics_complete: { title: 'Analytics insights ready', page: 'analytics' },
  ats_analytics_complete: { title: 'ATS Analytics insights ready', page: 'ats-analytics' },
  'cv.generated': { title: 'Your CV is ready', page: 'preview' },
} as const satisfies Record<LiveEventType, { title: string; page: string }>;

export const LIVE_EVENT_VIEW_ACTION_LABEL = 'View';

/**
 * The spec words failures for processing and generation; an analysis that failed is titled
 * with the start-failure titles, so it is not mistaken for the CV itself failing.
 */
const LIVE_EVENT_FAILURE_TITLES = {
  'cv.processed': 'CV processing failed',
  'cv.generated': 'CV generation failed',
  analytics_complete: 'Analytics Failed',
  ats_analytics_complete: 'ATS Analytics Failed',
} as const satisfies Record<LiveEventType, string>;

export function liveEventFailureTitle(type: LiveEventType): string {
  return LIVE_EVENT_FAILURE_TITLES[type];
}

export function liveEventLink(type: LiveEventType, cvId: string): string {
  return `/app/cv/${cvId}/${LIVE_EVENT_SUCCESS[type].page}`;
}
