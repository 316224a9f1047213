import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';
import { useThemeStore } from '@/features/theme/store';

// Toasts are never needed for the first paint; sonner loads with the first lazy route or idle.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const theme = useThemeStore((state) => state.theme);

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
