import {
  generateFromJobResponseSchema,
  type GenerateFromJobBody,
  type GenerateFromJobResponse,
} from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /cv/generate-from-job: starts a generation. The answer is the started CV, or
 * data.limit_exceeded with the usage numbers when the monthly quota is used up.
 */
export function generateFromJob(body: GenerateFromJobBody): Promise<GenerateFromJobResponse> {
  return apiRequest('/cv/generate-from-job', {
    method: 'POST',
    body,
    schema: generateFromJobResponseSchema,
  });
}

export function useGenerateFromJob() {
  return useMutation({ mutationFn: generateFromJob });
}
