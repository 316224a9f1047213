import { useEffect } from 'react';
import { applyTheme, getDarkQuery } from './apply-theme';
import { useThemeStore } from './store';

/** Applies the chosen theme and, while it is 'system', follows OS changes live. */
export function useThemeSync(): void {
  const theme = useThemeStore((state) => state.theme);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const query = getDarkQuery();
    if (!query) return;
    const handleChange = () => applyTheme('system');
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, [theme]);
}
