import { setDefaultCvResponseSchema } from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCvsQueryOptions } from './get-cvs';

/** POST /cv/{id}/set-default; the list is refreshed afterwards (docs/product.md §C4). */
export function setDefaultCv(id: string) {
  return apiRequest(`/cv/${encodeURIComponent(id)}/set-default`, {
    method: 'POST',
    schema: setDefaultCvResponseSchema,
  });
}

export function useSetDefaultCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCvsQueryOptions().queryKey }),
  });
}
