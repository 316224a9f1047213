export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The OS preference query, or null where matchMedia does not exist (old browsers, jsdom). */
export function getDarkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme !== 'system') return theme;
  return getDarkQuery()?.matches ? 'dark' : 'light';
}

/** Puts exactly one of `light` / `dark` on <html>; index.html does the same before paint. */
export function applyTheme(theme: Theme): void {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  const other = resolved === 'dark' ? 'light' : 'dark';
  // Untouched when already right (theme.js set it before paint): a class change on <html> makes
  // the browser restyle the whole page, which on a long page is a long task on a phone.
  if (root.classList.contains(other)) root.classList.remove(other);
  if (!root.classList.contains(resolved)) root.classList.add(resolved);
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved;
}
