import { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '@/features/notifications/store';
import { handleLiveEvent } from './handle-live-event';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const CV_ID = '0b6f3a52-1d4e-4c1a-9f57-3f3e4d9a1b2c';
let eventCount = 0;
const event = (type: string, status: string) => ({
  type,
  event_id: `event-${(eventCount += 1)}`,
  data: { cv_id: CV_ID, status, title: 'Data Engineer', ats_score: null },
});

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const navigate = vi.fn();
  return { context: { queryClient, navigate }, invalidate, navigate };
}

type ToastOptions = { description?: string; action?: { label: string; onClick: () => void } };
const lastCall = (fn: unknown) =>
  vi.mocked(fn as (t: string, o: ToastOptions) => void).mock.calls.at(-1)!;

describe('handleLiveEvent', () => {
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it.each([
    ['cv.processed', 'Your CV is processed', 'preview'],
    ['analytics_complete', 'Analytics insights ready', 'analytics'],
    ['ats_analytics_complete', 'ATS Analytics insights ready', 'ats-analytics'],
    ['cv.generated', 'Your CV is ready', 'preview'],
  ])('%s: success toast "%s" with a View action to …/%s', (type, title, page) => {
    const { context, invalidate, navigate } = setup();
    handleLiveEvent(event(type, 'processed'), context);

    const [shownTitle, options] = lastCall(toast.success);
    expect(shownTitle).toBe(title);
    expect(options.action?.label).toBe('View');
    options.action?.onClick();
    expect(navigate).toHaveBeenCalledWith(`/app/cv/${CV_ID}/${page}`);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cvs'] });
    expect(useNotificationStore.getState().items[0]).toMatchObject({
      type: 'success',
      read: false,
    });
  });

  it.each([
    ['cv.generated', 'CV generation failed'],
    ['cv.processed', 'CV processing failed'],
  ])('%s failed: error toast "%s" and an error notification', (type, title) => {
    const { context } = setup();
    handleLiveEvent(event(type, 'failed'), context);
    expect(lastCall(toast.error)[0]).toBe(title);
    expect(useNotificationStore.getState().items[0]).toMatchObject({ type: 'error', title });
  });

  it('toasts an event once, even when it arrives again', () => {
    const { context } = setup();
    const repeated = event('cv.processed', 'processed');
    handleLiveEvent(repeated, context);
    handleLiveEvent(repeated, context);
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(useNotificationStore.getState().items).toHaveLength(1);
    expect(useNotificationStore.getState().unseenCount).toBe(1);
  });

  it('adds an info notification without a toast for other statuses, and ignores non-events', () => {
    const { context, invalidate } = setup();
    handleLiveEvent(event('cv.processed', 'processing'), context);
    expect(toast.success).not.toHaveBeenCalled();
    expect(useNotificationStore.getState().items[0]?.type).toBe('info');
    handleLiveEvent({ type: 'hello' }, context);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
