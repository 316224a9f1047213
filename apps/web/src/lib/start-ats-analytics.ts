import {
  ATS_ANALYTICS_MESSAGES,
  atsAnalyticsSchema,
  startAtsAnalyticsResponseSchema,
  successResponse,
  type AtsAnalytics,
} from '@cvforge/contracts';
import { useState } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { showToast } from './toast';

/** "Success without data" reads as no report (docs/product.md §C8 "No ATS analytics data available."). */
const atsAnalyticsReadSchema = successResponse(
  z.union([atsAnalyticsSchema, z.object({}).strict(), z.null()]).optional(),
);

const isReport = (data: unknown): data is AtsAnalytics =>
  typeof data === 'object' && data !== null && 'atsScore' in data;

/** GET /ats-analytics/{id}: the report, or null when the server answers success without one. */
export async function getAtsAnalytics(
  cvId: string,
  signal?: AbortSignal,
): Promise<AtsAnalytics | null> {
  const response = await apiRequest(`/ats-analytics/${encodeURIComponent(cvId)}`, {
    schema: atsAnalyticsReadSchema,
    signal,
  });
  return isReport(response.data) ? response.data : null;
}

/** POST /ats-analytics/analyze/{id}: queues the analysis; the result arrives as a notification. */
export function requestAtsAnalysis(cvId: string) {
  return apiRequest(`/ats-analytics/analyze/${encodeURIComponent(cvId)}`, {
    method: 'POST',
    schema: startAtsAnalyticsResponseSchema,
  });
}

/**
 * History state of the processing page: when the analysis was asked for, so a report written
 * before it (a re-run) does not count as the result.
 */
export interface AtsProcessingState {
  requestedAt: number;
}

export function readAtsProcessingState(state: unknown): AtsProcessingState | null {
  if (typeof state !== 'object' || state === null) return null;
  const requestedAt = (state as Record<string, unknown>).requestedAt;
  return typeof requestedAt === 'number' ? { requestedAt } : null;
}

type Navigate = (to: string, options?: NavigateOptions) => unknown;
export type AtsStartOutcome = 'report' | 'processing' | 'failed';

/** Starts an analysis, says so, and opens the processing page; a failure says so instead. */
async function analyseAndOpenProcessing(cvId: string, navigate: Navigate) {
  const requestedAt = Date.now();
  try {
    await requestAtsAnalysis(cvId);
  } catch {
    showToast({ type: 'error', ...ATS_ANALYTICS_MESSAGES.startFailed });
    return 'failed';
  }
  showToast({ type: 'success', ...ATS_ANALYTICS_MESSAGES.started });
  const state: AtsProcessingState = { requestedAt };
  await navigate(paths.app.atsAnalyticsProcessing.getHref(cvId), { state });
  return 'processing';
}

/**
 * docs/product.md §C4 "ATS start": an existing report opens at once; none yet (404, or success without
 * data) starts an analysis. `rerun` skips the look-up and always analyses again.
 */
export async function startAtsAnalytics(
  cvId: string,
  navigate: Navigate,
  { rerun = false }: { rerun?: boolean } = {},
): Promise<AtsStartOutcome> {
  if (!rerun) {
    try {
      if (await getAtsAnalytics(cvId)) {
        await navigate(paths.app.atsAnalytics.getHref(cvId));
        return 'report';
      }
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) {
        showToast({ type: 'error', ...ATS_ANALYTICS_MESSAGES.startFailed });
        return 'failed';
      }
    }
  }
  return analyseAndOpenProcessing(cvId, navigate);
}

/** The start flow for any screen; `isStarting` lets the button show it is busy. */
export function useStartAtsAnalytics() {
  const navigate = useNavigate();
  const [isStarting, setIsStarting] = useState(false);

  async function start(cvId: string, options?: { rerun?: boolean }) {
    setIsStarting(true);
    try {
      return await startAtsAnalytics(cvId, navigate, options);
    } finally {
      setIsStarting(false);
    }
  }

  return { start, isStarting };
}
