/**
 * Build-time environment of the web app. Vite inlines `import.meta.env.VITE_*` at build time,
 * so a self-hoster sets VITE_API_BASE_URL before `npm run build` to point at another API host.
 */
function readApiBaseUrl(value: string | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed) return '/api';
  if (!trimmed.startsWith('/') && !/^https?:\/\//.test(trimmed)) {
    throw new Error(
      `VITE_API_BASE_URL must be a path starting with "/" or an http(s) URL, got "${trimmed}"`,
    );
  }
  return trimmed.replace(/\/+$/, '');
}

export const env = {
  API_BASE_URL: readApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
} as const;
