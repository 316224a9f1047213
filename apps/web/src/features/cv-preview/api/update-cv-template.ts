import {
  updateCvTemplateResponseSchema,
  type BuiltInTemplateId,
  type CvPreview,
} from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCvPreviewQueryOptions } from './get-cv-preview';

/** PUT /cv/{id}/template: stores the CV's template (no edit taken); 402 for a locked one. */
export function updateCvTemplate(cvId: string, templateId: BuiltInTemplateId) {
  return apiRequest(`/cv/${encodeURIComponent(cvId)}/template`, {
    method: 'PUT',
    body: { template_id: templateId },
    schema: updateCvTemplateResponseSchema,
  });
}

/** Optimistic: the preview switches at once and switches back when the server refuses. */
export function useUpdateCvTemplate(cvId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCvPreviewQueryOptions(cvId);
  return useMutation({
    mutationFn: (templateId: BuiltInTemplateId) => updateCvTemplate(cvId, templateId),
    onMutate: async (templateId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<CvPreview>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, template_id: templateId });
      return { previous };
    },
    onError: (_error, _templateId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    // The dashboard's mini previews draw each CV in its template.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cvs', 'list'] }),
  });
}
