import {
  appliedImprovementsResponseSchema,
  type AppliedImprovementsBody,
  type AppliedImprovementsResponse,
} from '@cvforge/contracts';
import { apiRequest } from '@/lib/api-client';

export type AppliedImprovementsResult = AppliedImprovementsResponse['data'];

/**
 * PUT /cv/{cvId}/applied: the full list of applied ids (and the company of each keyword or
 * experience one). The server applies and un-applies, and answers with the content as it now is.
 */
export async function updateAppliedImprovements(
  cvId: string,
  body: AppliedImprovementsBody,
): Promise<AppliedImprovementsResult> {
  const response = await apiRequest(`/cv/${encodeURIComponent(cvId)}/applied`, {
    method: 'PUT',
    body,
    schema: appliedImprovementsResponseSchema,
  });
  return response.data;
}
