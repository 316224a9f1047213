import { deleteCvResponseSchema } from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCvsQueryOptions } from './get-cvs';

/** DELETE /cv/{id}. The server refuses the default CV too. */
export function deleteCv(id: string) {
  return apiRequest(`/cv/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deleteCvResponseSchema,
  });
}

export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCvsQueryOptions().queryKey }),
  });
}
