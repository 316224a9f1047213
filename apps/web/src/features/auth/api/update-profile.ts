import { profileResponseSchema, type UpdateProfileBody, type User } from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '../store';
import { getProfileQueryOptions } from './get-profile';

/** PATCH /users/me: names and avatar (null removes it). Answers with the updated user. */
export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  const response = await apiRequest('/users/me', {
    method: 'PATCH',
    body,
    schema: profileResponseSchema,
  });
  return response.data.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((state) => state.setUser);
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(getProfileQueryOptions().queryKey, user);
    },
  });
}
