import {
  generatedImprovementsResponseSchema,
  type ImprovementSuggestion,
} from '@cvforge/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /cv/{id}/generated: the improvements already generated for the CV. */
export async function getGeneratedImprovements(cvId: string): Promise<ImprovementSuggestion[]> {
  const response = await apiRequest(`/cv/${encodeURIComponent(cvId)}/generated`, {
    schema: generatedImprovementsResponseSchema,
  });
  return response.data.generated_improvements;
}
