import { cvListItemSchema, type CvListResponse } from '@cvforge/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getCvsQueryOptions } from '@/features/cvs/api/get-cvs';
import { cvFixture } from '@/testing/fixtures/cvs';
import { handleLiveEvent } from './handle-live-event';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const processing = cvListItemSchema.parse(cvFixture({ status: 'processing', type: 'uploaded' }));
const other = cvListItemSchema.parse(cvFixture({ title: 'Other' }));
const preview = { personal_info: { name: 'Ada Lovelace' } };
let eventCount = 0;

function setup() {
  const queryClient = new QueryClient();
  const key = getCvsQueryOptions().queryKey;
  queryClient.setQueryData(key, {
    cvs: [processing, other],
    total: 2,
    page: 1,
    size: 100,
    pages: 1,
  } satisfies CvListResponse);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const list = () => queryClient.getQueryData(key)!;
  return { context: { queryClient, navigate: vi.fn() }, invalidate, list };
}

const processed = (cvId: string) => ({
  type: 'cv.processed',
  event_id: `cache-event-${(eventCount += 1)}`,
  data: { cv_id: cvId, status: 'processed', title: 'T', ats_score: 74, preview_content: preview },
});

describe('handleLiveEvent and the CV list cache', () => {
  it('updates a listed CV in place: status, ats_score, preview_content, without a refetch', () => {
    const { context, invalidate, list } = setup();
    handleLiveEvent(processed(processing.id), context);
    expect(list().cvs[0]).toMatchObject({
      id: processing.id,
      status: 'processed',
      ats_score: 74,
      preview_content: preview,
      type: 'uploaded',
    });
    expect(list().cvs[1]).toBe(other);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('takes the type from the event when it carries one', () => {
    const { context, list } = setup();
    const event = processed(processing.id);
    handleLiveEvent({ ...event, data: { ...event.data, type: 'generated' } }, context);
    expect(list().cvs[0]?.type).toBe('generated');
  });

  it('refetches the list when the CV is not in it', () => {
    const { context, invalidate, list } = setup();
    handleLiveEvent(processed('0b6f3a52-1d4e-4c1a-9f57-999999999999'), context);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cvs'] });
    expect(list().cvs).toHaveLength(2);
  });

  it('re-reads the usage when a failed upload was refunded, and only then', () => {
    const { context, invalidate } = setup();
    const event = processed(processing.id);
    const failed = { ...event.data, status: 'failed', failure_reason: 'Unreadable.' };
    handleLiveEvent({ ...event, data: failed }, context);
    expect(invalidate).not.toHaveBeenCalled();
    handleLiveEvent(
      { ...processed(other.id), data: { ...failed, cv_id: other.id, upload_refunded: true } },
      context,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['usage'] });
  });
});
