import { describe, expect, it } from 'vitest';
import { liveEventSchema, liveEventLink } from './live-event';
import { liveEventNotificationText } from './live-event-notification';
import {
  notificationLink,
  notificationTypeForStatus,
  serverNotificationSchema,
} from './notification';

const notification = {
  id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  title: 'Analytics Ready',
  message: 'Your analytics are ready',
  created_at: '2026-01-01T10:00:00.000Z',
  is_read: false,
};

describe('server notification data', () => {
  it.each(['cv_id', 'cvId', 'cv'])('reads the CV id from %s', (key) => {
    const parsed = serverNotificationSchema.parse({ ...notification, data: { [key]: 'cv-1' } });
    expect(parsed.data.cv_id).toBe('cv-1');
  });

  it('reads analytics or has_analytics as has_analytics', () => {
    const parsed = serverNotificationSchema.parse({
      ...notification,
      data: { analytics: { jobMatchScore: 80 }, status: 'processed' },
    });
    expect(parsed.data.has_analytics).toBe(true);
    expect(notificationTypeForStatus(parsed.data.status)).toBe('success');
    expect(notificationLink('cv-1', true)).toBe('/app/cv/cv-1/analytics');
  });
});

describe('live event', () => {
  it('accepts the four event types and rejects others', () => {
    const event = {
      type: 'ats_analytics_complete',
      event_id: 'e1',
      data: { cv_id: 'cv-1', status: 'processed', title: 'CV', ats_score: 91 },
    };
    expect(liveEventSchema.safeParse(event).success).toBe(true);
    expect(liveEventSchema.safeParse({ ...event, type: 'cv.deleted' }).success).toBe(false);
    expect(liveEventLink('ats_analytics_complete', 'cv-1')).toBe('/app/cv/cv-1/ats-analytics');
  });
});

describe('live event notification text', () => {
  it('titles analytics notifications as the analytics pages poll for them', () => {
    const data = { cv_id: 'cv-1', status: 'processed' as const, title: 'Data Engineer' };
    expect(liveEventNotificationText({ type: 'analytics_complete', data }).title).toBe(
      'Analytics Ready',
    );
    expect(liveEventNotificationText({ type: 'ats_analytics_complete', data })).toEqual({
      title: 'ATS Analytics Ready',
      message: 'The ATS analysis of "Data Engineer" is ready.',
    });
  });

  it('words failures like the failure toasts, and copes without a CV title', () => {
    const data = { cv_id: 'cv-1', status: 'failed' as const };
    expect(liveEventNotificationText({ type: 'cv.generated', data })).toEqual({
      title: 'CV generation failed',
      message: 'Something went wrong with your CV. Please try again.',
    });
    expect(liveEventNotificationText({ type: 'ats_analytics_complete', data }).title).toBe(
      'ATS Analytics Failed',
    );
    expect(liveEventNotificationText({ type: 'analytics_complete', data }).title).toBe(
      'Analytics Failed',
    );
    expect(
      liveEventNotificationText({ type: 'cv.processed', data: { ...data, status: 'processed' } })
        .message,
    ).toBe('Your CV has been processed and is ready to preview.');
  });

  it('gives the reason a job knows, and says when the upload was not counted', () => {
    const reason = 'This file is not a readable PDF. It may be damaged.';
    const data = { cv_id: 'cv-1', status: 'failed' as const, failure_reason: reason };
    expect(liveEventNotificationText({ type: 'cv.processed', data })).toEqual({
      title: 'CV processing failed',
      message: `Your CV could not be processed. ${reason}`,
    });
    expect(
      liveEventNotificationText({
        type: 'cv.processed',
        data: { ...data, title: 'Cut CV', upload_refunded: true },
      }).message,
    ).toBe(
      `"Cut CV" could not be processed. ${reason} This upload does not count towards your monthly limit.`,
    );
  });
});
