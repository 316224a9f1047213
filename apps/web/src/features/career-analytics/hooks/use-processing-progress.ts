import {
  ANALYTICS_NOTIFICATION_CHECK_MS,
  ANALYTICS_PROCESSING_STEPS,
  ANALYTICS_STEP_INTERVAL_MS,
  type ClientNotification,
} from '@cvforge/contracts';
import { useEffect, useRef, useState } from 'react';
import { findAnalysisOutcome } from '@/lib/analysis-outcome';

export type ProcessingPhase =
  { kind: 'running'; step: number } | { kind: 'complete' } | { kind: 'failed'; message?: string };

const LAST_STEP = ANALYTICS_PROCESSING_STEPS.length - 1;
const START: ProcessingPhase = { kind: 'running', step: 0 };

function nextStep(phase: ProcessingPhase): ProcessingPhase {
  if (phase.kind !== 'running') return phase;
  return phase.step < LAST_STEP ? { kind: 'running', step: phase.step + 1 } : { kind: 'complete' };
}

interface ProcessingProgressOptions {
  cvId: string;
  notifications: readonly ClientNotification[];
  /** Only notifications newer than this (ms) belong to the run. */
  since: number;
  /** Called at every notification check, e.g. to fetch the list again. */
  onCheck?: () => void;
}

/**
 * docs/product.md §C4: a step every 3 s, complete after the last; complete earlier when the run's
 * "Analytics Ready" notification appears (checked every 1 s), failed when its failure does.
 */
export function useProcessingProgress({
  cvId,
  notifications,
  since,
  onCheck,
}: ProcessingProgressOptions) {
  const [phase, setPhase] = useState<ProcessingPhase>(START);
  const latest = useRef({ notifications, onCheck });
  useEffect(() => {
    latest.current = { notifications, onCheck };
  }, [notifications, onCheck]);

  const isRunning = phase.kind === 'running';
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setPhase(nextStep), ANALYTICS_STEP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isRunning]);

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => {
      latest.current.onCheck?.();
      const outcome = findAnalysisOutcome('career', latest.current.notifications, cvId, since);
      if (!outcome) return;
      setPhase((current) =>
        current.kind !== 'running'
          ? current
          : outcome.kind === 'ready'
            ? { kind: 'complete' }
            : { kind: 'failed', message: outcome.message },
      );
    }, ANALYTICS_NOTIFICATION_CHECK_MS);
    return () => clearInterval(timer);
  }, [isRunning, cvId, since]);

  return { phase, restart: () => setPhase(START) };
}

/** Progress in percent: steps done out of the steps plus completion; 100 only when complete. */
export function progressPercent(phase: ProcessingPhase): number {
  if (phase.kind === 'complete') return 100;
  if (phase.kind === 'failed') return 0;
  return Math.round(((phase.step + 1) / (ANALYTICS_PROCESSING_STEPS.length + 1)) * 100);
}
