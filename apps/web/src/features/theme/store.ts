import { create } from 'zustand';
import { THEME_STORAGE_KEY } from '@/config/constants';
import { applyTheme, isTheme, type Theme } from './apply-theme';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

/** The stored preference (docs/product.md §P4: default system, key ai-cv-theme). */
export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export const useThemeStore = create<ThemeState>((set) => ({
  // 'system' is what the prerendered pages show (apps/web/scripts/prerender.mjs); hydration
  // renders with this initial state, then with the stored choice read just below.
  theme: 'system',
  setTheme: (theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private mode or a full quota: the choice still applies for this visit.
    }
    applyTheme(theme);
    set({ theme });
  },
}));

useThemeStore.setState({ theme: readStoredTheme() });
