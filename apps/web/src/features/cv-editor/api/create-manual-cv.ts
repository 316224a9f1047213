import { createManualCvResponseSchema, type CreateManualCvBody } from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

/** POST /cv/manual: the manual form's content; answers with the new cv_id (docs/product.md §C7). */
export function createManualCv(body: CreateManualCvBody) {
  return apiRequest('/cv/manual', {
    method: 'POST',
    body,
    schema: createManualCvResponseSchema,
  });
}

export function useCreateManualCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualCv,
    // The dashboard lists the new CV.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CVS_QUERY_KEY }),
  });
}
