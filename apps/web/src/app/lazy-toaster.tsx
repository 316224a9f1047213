import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';
import { useIsAuthenticated } from '@/features/auth/hooks/use-is-authenticated';
import { useThemeStore } from '@/features/theme/store';
import { useIsHydrated } from '@/lib/use-is-hydrated';

// Toasts are never needed for the first paint; sonner loads with the first lazy route or idle.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

export function LazyToaster() {
  const theme = useThemeStore((state) => state.theme);
  // Not part of a prerendered page: its theme and toasts are the visitor's.
  const isHydrated = useIsHydrated();
  const isAuthenticated = useIsAuthenticated();
  // The prerendered public pages show no toasts: there sonner waits for the visitor's first
  // input (every way to a page with toasts starts with one) or a session (live events toast).
  // Started in the browser, false only on a prerendered page's hydration render.
  const [isNeeded, setIsNeeded] = useState(isHydrated);

  useEffect(() => {
    if (isNeeded) return;
    const need = () => setIsNeeded(true);
    for (const type of INTERACTIONS) window.addEventListener(type, need, { capture: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, need, { capture: true });
    };
  }, [isNeeded]);

  if (!isHydrated || !(isNeeded || isAuthenticated)) return null;

  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        position="bottom-right"
      />
    </Suspense>
  );
}
