import {
  generateImprovementsResponseSchema,
  type GenerateImprovementsResponse,
  type SuggestionInput,
} from '@cvforge/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /cv/{id}/generate: turns the report's suggestions into stored improvements. */
export function generateImprovements(
  cvId: string,
  suggestions: SuggestionInput[],
): Promise<GenerateImprovementsResponse> {
  return apiRequest(`/cv/${encodeURIComponent(cvId)}/generate`, {
    method: 'POST',
    body: { suggestions },
    schema: generateImprovementsResponseSchema,
  });
}
