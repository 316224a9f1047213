import { describe, expect, it } from 'vitest';
import { CV_ID, notificationFixture } from '../testing/career-fixtures';
import { findRunOutcome } from './run-outcome';

const SINCE = Date.parse('2026-11-22T10:00:00.000Z');
const after = new Date(SINCE + 1_000).toISOString();
const failed = { type: 'analytics_complete', status: 'failed', cv_id: CV_ID };

describe('findRunOutcome', () => {
  it('is ready for a newer "Analytics Ready" of the CV', () => {
    expect(findRunOutcome([notificationFixture({ createdAt: after })], CV_ID, SINCE)).toEqual({
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
    expect(findRunOutcome([notification], CV_ID, SINCE)).toEqual({
      kind: 'failed',
      message: 'Something went wrong.',
    });
  });

  it('takes the newest outcome first (the list is newest first)', () => {
    const ready = notificationFixture({ createdAt: after });
    const failure = notificationFixture({ createdAt: after, title: 'x', data: failed });
    expect(findRunOutcome([failure, ready], CV_ID, SINCE)?.kind).toBe('failed');
    expect(findRunOutcome([ready, failure], CV_ID, SINCE)?.kind).toBe('ready');
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
    expect(findRunOutcome(others, CV_ID, SINCE)).toBeUndefined();
  });

  it('takes any CV for "default", since the server names the real one', () => {
    const notification = notificationFixture({ createdAt: after, data: { cv_id: 'real-id' } });
    expect(findRunOutcome([notification], 'default', SINCE)).toEqual({ kind: 'ready' });
  });
});
