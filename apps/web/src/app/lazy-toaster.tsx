import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';
import { useThemeStore } from '@/features/theme/store';
import { useIsHydrated } from '@/lib/use-is-hydrated';

// Toasts are never needed for the first paint; sonner loads with the first lazy route or idle.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const theme = useThemeStore((state) => state.theme);
  // Not part of a prerendered page: its theme and toasts are the visitor's.
  const isHydrated = useIsHydrated();
  if (!isHydrated) return null;

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
