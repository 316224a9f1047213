import { z } from 'zod';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export const themePreferenceSchema = z.enum(THEME_PREFERENCES);
export type ThemePreference = z.infer<typeof themePreferenceSchema>;

/** The class applied to the document root. */
export type ResolvedTheme = 'light' | 'dark';

/** Local storage key of the preference. */
export const THEME_STORAGE_KEY = 'ai-cv-theme';

/** Default system; one part of the product defaults to light (both readings kept). */
export const DEFAULT_THEME: ThemePreference = 'system';
export const ALTERNATE_DEFAULT_THEME: ThemePreference = 'light';

/** system follows the OS dark preference. */
export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}
