import { paths } from '@/config/paths';
import { AuthCallbackPage } from '@/features/auth/pages/auth-callback-page';
import { getCvs } from '@/features/cvs/api/get-cvs';

/** A new session lands on /app with CVs, on /app/onboarding without (docs/product.md §P2). */
async function resolveLandingPath(): Promise<string> {
  const list = await getCvs({ page: 1, size: 100 });
  return list.cvs.length > 0 ? paths.app.dashboard.getHref() : paths.app.onboarding.getHref();
}

/** /auth/callback and the per-provider return screens. */
export function AuthCallbackRoute() {
  return <AuthCallbackPage resolveLandingPath={resolveLandingPath} />;
}
