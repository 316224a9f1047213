import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { ErrorBoundary } from '../error-boundary';
import { ForceRenderError } from '../force-render-error';
import { PageLoader } from './page-loader';

/** The <main> landmark: the matched route, its own error boundary and lazy-loading fallback. */
export function MainRegion({ className }: { className?: string }) {
  const { pathname } = useLocation();

  return (
    <main id="main-content" tabIndex={-1} className={cn('flex-1 outline-none', className)}>
      <ErrorBoundary resetKey={pathname}>
        <ForceRenderError />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
