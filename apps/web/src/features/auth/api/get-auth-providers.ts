import {
  EXTERNAL_AUTH_PROVIDER_NAMES,
  externalAuthProviderSchema,
  type ExternalAuthProvider,
} from '@cvforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '@/lib/api-client';

export interface EnabledProvider {
  id: ExternalAuthProvider;
  name: string;
  /** Where the browser goes to start sign-in: {API}/auth/{provider}. */
  startUrl: string;
}

/**
 * GET /auth/providers: the enabled external sign-in providers. Reads
 * `{ data: { providers: [{ id, name, start_path }] } }` and also a bare list of ids.
 */
export async function getAuthProviders({ signal }: { signal?: AbortSignal } = {}): Promise<
  EnabledProvider[]
> {
  const raw = await apiRequest('/auth/providers', { signal, auth: false });
  const data = (raw as { data?: unknown } | null)?.data ?? raw;
  const list = Array.isArray(data) ? data : (data as { providers?: unknown } | null)?.providers;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const id = typeof entry === 'string' ? entry : (entry as { id?: unknown } | null)?.id;
    const parsed = externalAuthProviderSchema.safeParse(id);
    if (!parsed.success) return [];
    const name = (entry as { name?: unknown }).name;
    return [
      {
        id: parsed.data,
        name: typeof name === 'string' ? name : EXTERNAL_AUTH_PROVIDER_NAMES[parsed.data],
        startUrl: apiUrl(`/auth/${parsed.data}`),
      },
    ];
  });
}

export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getAuthProviders({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}
