import type { CareerAnalyticsReport } from '@cvforge/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';

/** How often, and how long, the report page asks again for a report still being written. */
export const REPORT_POLL_MS = 2_000;
export const REPORT_WAIT_MS = 30_000;

/**
 * The processing page may finish on its step timer before the job has written the report
 * (docs/product.md §C4). Arriving from it (with the run's start time), for up to REPORT_WAIT_MS a 404,
 * an empty answer or a report older than the run means "still preparing", not an error.
 * Returns that test; without a start time it is always false.
 */
export function useReportWait(startedAt: number | undefined) {
  const [isWaitOver, setIsWaitOver] = useState(startedAt === undefined);

  useEffect(() => {
    if (startedAt === undefined) return;
    const timer = setTimeout(() => setIsWaitOver(true), REPORT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [startedAt]);

  return useCallback(
    (report: CareerAnalyticsReport | null | undefined, error: Error | null): boolean => {
      if (isWaitOver || startedAt === undefined) return false;
      if (error) return error instanceof ApiError && error.status === 404;
      if (report === null) return true;
      return report?.created_at !== undefined && Date.parse(report.created_at) < startedAt;
    },
    [isWaitOver, startedAt],
  );
}
