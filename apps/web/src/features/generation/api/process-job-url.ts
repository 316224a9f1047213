import {
  JOB_URL_MESSAGES,
  processJobUrlResponseSchema,
  type JobUrlResult,
} from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * POST /job-description/process {url}: company, title and description read from a job posting.
 * A refusal keeps the server's message; a failure without an answer reads "… Please try again."
 */
export async function processJobUrl(url: string): Promise<JobUrlResult> {
  try {
    const response = await apiRequest('/job-description/process', {
      method: 'POST',
      body: { url: url.trim() },
      schema: processJobUrlResponseSchema,
    });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      throw new ApiError(error.code, error.message || JOB_URL_MESSAGES.failed, error.status);
    }
    throw new ApiError('UNKNOWN_ERROR', JOB_URL_MESSAGES.failedRetry, 0, error);
  }
}

export function useProcessJobUrl() {
  return useMutation({ mutationFn: processJobUrl });
}
