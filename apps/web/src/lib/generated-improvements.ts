import {
  generatedImprovementsResponseSchema,
  type GeneratedImprovementsResponse,
} from '@cvforge/contracts';
import { apiRequest } from './api-client';

export type GeneratedImprovements = GeneratedImprovementsResponse['data'];

/**
 * GET /cv/{id}/generated: the CV's improvements and its current content (applied ones in it).
 * Read by the improvements page and by the ATS report's improve flow.
 */
export async function getGeneratedImprovements(
  cvId: string,
  signal?: AbortSignal,
): Promise<GeneratedImprovements> {
  const response = await apiRequest(`/cv/${encodeURIComponent(cvId)}/generated`, {
    schema: generatedImprovementsResponseSchema,
    signal,
  });
  return response.data;
}
