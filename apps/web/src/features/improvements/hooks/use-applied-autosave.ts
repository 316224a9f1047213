import { AUTO_SAVE_DELAY_MS, type AppliedImprovementsBody } from '@cvforge/contracts';
import { useCallback, useEffect, useRef } from 'react';
import {
  updateAppliedImprovements,
  type AppliedImprovementsResult,
} from '../api/update-applied-improvements';

/**
 * Auto-save of the applied improvements (docs/product.md §C4): `schedule` sends the latest state 100 ms
 * after the last change; `flush` sends what is still unsaved now and rejects when that fails.
 *
 * Requests go one at a time, so the server always ends on the newest state. A failed auto-save
 * is silent: its state stays unsaved, and the next change or a flush sends it again.
 */
export function useAppliedAutosave(
  cvId: string,
  onSaved: (result: AppliedImprovementsResult) => void,
) {
  const unsaved = useRef<AppliedImprovementsBody | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });

  const send = useCallback((): Promise<void> => {
    const run = async () => {
      const body = unsaved.current;
      if (!body) return;
      unsaved.current = null;
      try {
        onSavedRef.current(await updateAppliedImprovements(cvId, body));
      } catch (error) {
        // Keep it for the next try, unless a newer state already replaced it.
        unsaved.current ??= body;
        throw error;
      }
    };
    // WARNING: each send waits for the one before, whatever its outcome.
    const next = queue.current.catch(() => undefined).then(run);
    queue.current = next;
    return next;
  }, [cvId]);

  const schedule = useCallback(
    (body: AppliedImprovementsBody) => {
      unsaved.current = body;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send().catch(() => undefined), AUTO_SAVE_DELAY_MS);
    },
    [send],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    return send();
  }, [send]);

  // Leaving the page within the delay still saves the last change (best effort).
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (unsaved.current) void send().catch(() => undefined);
    },
    [send],
  );

  return { schedule, flush };
}
