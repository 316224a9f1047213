import {
  ATS_ANALYTICS_MESSAGES,
  ATS_NOTIFICATION_CHECK_MS,
  ATS_PROCESSING_STAGES,
  ATS_PROGRESS_CAP_PERCENT,
  ATS_REDIRECT_DELAY_MS,
  ATS_STAGE_INTERVAL_MS,
  type AtsAnalytics,
  type ClientNotification,
} from '@cvforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { findAnalysisOutcome } from '@/lib/analysis-outcome';
import { getAtsAnalytics, requestAtsAnalysis } from '@/lib/start-ats-analytics';
import { showToast } from '@/lib/toast';
import { getAtsAnalyticsQueryOptions } from '@/lib/ats-analytics-query';

export type ProcessingStatus = 'running' | 'complete' | 'failed';

/** Stages advance on their own only up to the second-to-last; the last waits for the result. */
const LAST_TIMED_STAGE = ATS_PROCESSING_STAGES.length - 2;

function progressOf(stage: number, status: ProcessingStatus): number {
  if (status === 'complete') return 100;
  return Math.round(((stage + 1) / (LAST_TIMED_STAGE + 1)) * ATS_PROGRESS_CAP_PERCENT);
}

/** A report from before this analysis was asked for (a re-run) is not its result. */
function isResultOf(report: AtsAnalytics, requestedAt: number | undefined): boolean {
  if (requestedAt === undefined) return true;
  return report.created_at !== undefined && Date.parse(report.created_at) >= requestedAt;
}

interface UseAtsProcessingOptions {
  cvId: string;
  notifications: readonly ClientNotification[];
  /** When the analysis was asked for; page load otherwise. */
  requestedAt?: number;
}

/**
 * docs/product.md §C4 "ATS processing": a stage every 3 s up to the second-to-last (progress capped at
 * 95 %); the notifications are checked every 500 ms for this CV's "ATS Analytics Ready" newer
 * than page load, then 100 % and, after 1.2 s, the report replaces this page.
 */
export function useAtsProcessing({ cvId, notifications, requestedAt }: UseAtsProcessingOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reportHref = paths.app.atsAnalytics.getHref(cvId);
  const [since, setSince] = useState(() => requestedAt ?? Date.now());
  const [stage, setStage] = useState(0);
  const [status, setStatus] = useState<ProcessingStatus>('running');
  const [failureMessage, setFailureMessage] = useState<string>();
  const notificationsRef = useRef(notifications);

  useEffect(() => {
    notificationsRef.current = notifications;
  }, [notifications]);

  // A report that already exists opens at once.
  useEffect(() => {
    const controller = new AbortController();
    getAtsAnalytics(cvId, controller.signal)
      .then((report) => {
        if (!report || !isResultOf(report, requestedAt)) return;
        // The report page must show this report, not one cached before the re-run.
        queryClient.setQueryData(getAtsAnalyticsQueryOptions(cvId).queryKey, report);
        void navigate(reportHref, { replace: true });
      })
      .catch(() => {
        // No report yet (404) is the normal case; the notifications tell when it is ready.
      });
    return () => controller.abort();
  }, [cvId, requestedAt, reportHref, navigate, queryClient]);

  useEffect(() => {
    if (status !== 'running') return;
    const timer = setInterval(
      () => setStage((current) => Math.min(current + 1, LAST_TIMED_STAGE)),
      ATS_STAGE_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [status, since]);

  useEffect(() => {
    if (status !== 'running') return;
    const timer = setInterval(() => {
      const outcome = findAnalysisOutcome('ats', notificationsRef.current, cvId, since);
      if (outcome?.kind === 'ready') setStatus('complete');
      if (outcome?.kind === 'failed') {
        setFailureMessage(outcome.message);
        setStatus('failed');
      }
    }, ATS_NOTIFICATION_CHECK_MS);
    return () => clearInterval(timer);
  }, [status, cvId, since]);

  useEffect(() => {
    if (status !== 'complete') return;
    // A report read before this analysis must not show, even for a moment, on the report page.
    queryClient.removeQueries({ queryKey: getAtsAnalyticsQueryOptions(cvId).queryKey });
    const timer = setTimeout(
      () => void navigate(reportHref, { replace: true }),
      ATS_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [status, cvId, reportHref, navigate, queryClient]);

  /** "Try Again": a new analysis; only notifications from now on count. */
  async function retry() {
    const startedAt = Date.now();
    try {
      await requestAtsAnalysis(cvId);
    } catch {
      showToast({ type: 'error', ...ATS_ANALYTICS_MESSAGES.startFailed });
      return;
    }
    showToast({ type: 'success', ...ATS_ANALYTICS_MESSAGES.started });
    setSince(startedAt);
    setStage(0);
    setFailureMessage(undefined);
    setStatus('running');
  }

  return { stage, status, progress: progressOf(stage, status), failureMessage, retry };
}
