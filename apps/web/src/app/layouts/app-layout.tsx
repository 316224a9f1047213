import { RequireAuth } from '@/features/auth/components/require-auth';
import { PageLoader } from './page-loader';
import { SiteShell } from './site-shell';

/** The signed-in area, behind the protected-route guard (docs/product.md §P2). */
export function AppLayout() {
  return (
    <RequireAuth fallback={<PageLoader />}>
      <SiteShell mainClassName="mx-auto w-full max-w-6xl px-4 sm:px-6" />
    </RequireAuth>
  );
}
