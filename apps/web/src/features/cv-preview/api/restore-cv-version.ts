import { saveCvResponseSchema } from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCvPreviewQueryOptions } from './get-cv-preview';
import { getCvVersionsQueryOptions } from './get-cv-versions';

interface RestoreCvVersionParams {
  cvId: string;
  versionId: string;
}

/** POST /cv/{id}/versions/{versionId}/restore: the current content becomes a version. */
export function restoreCvVersion({ cvId, versionId }: RestoreCvVersionParams) {
  const path = `/cv/${encodeURIComponent(cvId)}/versions/${encodeURIComponent(versionId)}/restore`;
  return apiRequest(path, { method: 'POST', schema: saveCvResponseSchema });
}

export function useRestoreCvVersion(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => restoreCvVersion({ cvId, versionId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getCvPreviewQueryOptions(cvId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getCvVersionsQueryOptions(cvId).queryKey }),
      ]),
  });
}
