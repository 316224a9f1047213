import {
  CAREER_ANALYTICS_MESSAGES,
  startCareerAnalyticsBodySchema,
  startCareerAnalyticsResponseSchema,
  type StartCareerAnalyticsBody,
} from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { CVS_QUERY_KEY } from './query-keys';
import { showToast } from './toast';

/**
 * The key of GET /analytics/{cvId}. It lives here, beside the start call that invalidates it,
 * because shared code may not import the career-analytics feature that reads it.
 */
export const careerAnalyticsQueryKey = (cvId: string) =>
  [...CVS_QUERY_KEY, 'analytics', cvId] as const;

/** What the start dialog's fields hold; blank ones are left out of the request. */
export interface CareerAnalyticsTargetInput {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
}

/** The request body with only the filled fields, or undefined (no body) when none is. */
export function toStartCareerAnalyticsBody(
  input: CareerAnalyticsTargetInput,
): StartCareerAnalyticsBody {
  const fields = {
    job_title: input.jobTitle.trim() || undefined,
    company_name: input.companyName.trim() || undefined,
    job_description: input.jobDescription.trim() || undefined,
  };
  const filled = Object.fromEntries(Object.entries(fields).filter(([, value]) => value));
  return Object.keys(filled).length > 0 ? filled : undefined;
}

/** POST /analytics/analyze/{id} (`id` may be "default"); the report arrives later. */
export function startCareerAnalytics(cvId: string, body?: StartCareerAnalyticsBody) {
  return apiRequest(`/analytics/analyze/${encodeURIComponent(cvId)}`, {
    method: 'POST',
    body,
    schema: startCareerAnalyticsResponseSchema,
  });
}

/** Starts an analysis with the spec's toasts; the old report of this CV is then stale. */
export function useStartCareerAnalytics(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: StartCareerAnalyticsBody) => startCareerAnalytics(cvId, body),
    onSuccess: () => {
      showToast({ type: 'info', ...CAREER_ANALYTICS_MESSAGES.started });
      void queryClient.invalidateQueries({ queryKey: careerAnalyticsQueryKey(cvId) });
    },
    onError: () => showToast({ type: 'error', ...CAREER_ANALYTICS_MESSAGES.startFailed }),
  });
}

/**
 * Travels in the router's location state from the start dialog to the processing page and on
 * to the report: when the run started (notifications and reports older than that are not its
 * result) and what it asked, so "Try Again" can ask the same.
 */
export interface CareerAnalyticsRun {
  startedAt: number;
  body?: StartCareerAnalyticsBody;
}

export function readCareerAnalyticsRun(state: unknown): CareerAnalyticsRun | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { startedAt, body } = state as Record<string, unknown>;
  const parsedBody = startCareerAnalyticsBodySchema.safeParse(body);
  if (typeof startedAt !== 'number' || !parsedBody.success) return undefined;
  return { startedAt, body: parsedBody.data };
}
