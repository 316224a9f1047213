import { useEffect } from 'react';
import { useProfile } from '../api/get-profile';
import { useAuthStore } from '../store';

/**
 * Refreshes the stored user from GET /auth/profile while signed in (docs/product.md §P4). A bad
 * answer leaves the stored user as it is and records the spec's message as the auth error.
 */
export function useProfileRefresh(): void {
  const profile = useProfile();
  const setUser = useAuthStore((state) => state.setUser);
  const setError = useAuthStore((state) => state.setError);

  useEffect(() => {
    if (profile.data) setUser(profile.data);
  }, [profile.data, setUser]);

  useEffect(() => {
    if (profile.error) setError(profile.error.message);
  }, [profile.error, setError]);
}
