import { decodeCallbackUser, PLATFORM_MESSAGES } from '@cvforge/contracts';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '../store';

interface AuthCallbackPageProps {
  /**
   * Where a freshly signed-in user goes: /app with CVs, /app/onboarding without, /app when the
   * list cannot be read. Composed in by the route (the CV list is another feature's).
   */
  resolveLandingPath: () => Promise<string>;
}

/**
 * The sign-in return screen (docs/product.md §P2): reads the query the API's provider callback
 * sent, signs in, and moves on. Every navigation replaces history, so the tokens in this URL
 * do not stay in the back stack.
 */
export function AuthCallbackPage({ resolveLandingPath }: AuthCallbackPageProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const go = (to: string) => navigate(to, { replace: true });
    const param = (name: string) => searchParams.get(name) || undefined;

    const error = param('error');
    if (error) {
      go(paths.auth.getErrorHref(error, param('message')));
      return;
    }
    const accessToken = param('access_token');
    const userParam = param('user');
    const provider = param('provider');
    if (!accessToken || !userParam || !provider) {
      go(paths.auth.getErrorHref('invalid_callback'));
      return;
    }
    try {
      const user = decodeCallbackUser(userParam);
      if (!user) throw new Error('The user parameter is not a user');
      login({ user, accessToken, refreshToken: param('refresh_token') ?? null });
    } catch {
      go(paths.auth.getErrorHref('oauth_failed'));
      return;
    }
    void resolveLandingPath()
      .catch(() => paths.app.dashboard.getHref())
      .then(go);
  }, [searchParams, navigate, login, resolveLandingPath]);

  return (
    <div role="status" className="grid min-h-[60vh] place-items-center px-4 text-center">
      <title>{`${PLATFORM_MESSAGES.completingSignIn} · cvforge`}</title>
      <div className="flex flex-col items-center gap-4">
        <LoaderCircle className="size-8 animate-spin text-accent" aria-hidden="true" />
        <p className="text-lg font-medium">{PLATFORM_MESSAGES.completingSignIn}</p>
      </div>
    </div>
  );
}
