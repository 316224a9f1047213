import { describe, expect, it } from 'vitest';
import type { ClientNotification } from '@cvforge/contracts';
import { analyticsNotificationFixture } from '@/testing/fixtures/notifications';
import { findAnalysisOutcome } from './analysis-outcome';

const CV_ID = 'cv-1';
const notificationFixture = (overrides: Partial<ClientNotification> = {}) =>
  analyticsNotificationFixture(CV_ID, overrides);

const SINCE = Date.parse('2026-11-22T10:00:00.000Z');
const after = new Date(SINCE + 1_000).toISOString();
const failed = { type: 'analytics_complete', status: 'failed', cv_id: CV_ID };

describe('findAnalysisOutcome', () => {
  it('is ready for a newer "Analytics Ready" of the CV', () => {
    expect(
      findAnalysisOutcome('career', [notificationFixture({ createdAt: after })], CV_ID, SINCE),
    ).toEqual({
      kind: 'ready',
    });
  });

  it('is failed for a newer failed analytics notification of the CV, with its message', () => {
    const notification = notificationFixture({
      createdAt: after,
      title: 'CV processing failed',
      message: 'Something went wrong.',
      data: failed,
    });
    expect(findAnalysisOutcome('career', [notification], CV_ID, SINCE)).toEqual({
      kind: 'failed',
      message: 'Something went wrong.',
    });
  });

  it('takes the newest outcome first (the list is newest first)', () => {
    const ready = notificationFixture({ createdAt: after });
    const failure = notificationFixture({ createdAt: after, title: 'x', data: failed });
    expect(findAnalysisOutcome('career', [failure, ready], CV_ID, SINCE)?.kind).toBe('failed');
    expect(findAnalysisOutcome('career', [ready, failure], CV_ID, SINCE)?.kind).toBe('ready');
  });

  it('is nothing for other CVs, other jobs, or notifications not newer than the run', () => {
    const others = [
      notificationFixture({ createdAt: after, data: { cv_id: 'other' } }),
      notificationFixture({ createdAt: new Date(SINCE).toISOString() }),
      notificationFixture({
        createdAt: after,
        title: 'CV processing failed',
        data: { type: 'cv.processed', status: 'failed', cv_id: CV_ID },
      }),
    ];
    expect(findAnalysisOutcome('career', others, CV_ID, SINCE)).toBeUndefined();
  });

  it('takes any CV for "default", since the server names the real one', () => {
    const notification = notificationFixture({ createdAt: after, data: { cv_id: 'real-id' } });
    expect(findAnalysisOutcome('career', [notification], 'default', SINCE)).toEqual({
      kind: 'ready',
    });
  });

  it('reads the ATS analysis by its own title and job, not career analytics', () => {
    const atsReady = notificationFixture({
      createdAt: after,
      title: 'ATS Analytics Ready',
      data: { type: 'ats_analytics_complete', status: 'processed', cv_id: CV_ID },
    });
    const careerFailed = notificationFixture({ createdAt: after, title: 'x', data: failed });
    expect(findAnalysisOutcome('ats', [careerFailed, atsReady], CV_ID, SINCE)).toEqual({
      kind: 'ready',
    });
    expect(findAnalysisOutcome('career', [atsReady], CV_ID, SINCE)).toBeUndefined();
  });
});
