import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ProviderButtons } from '../components/provider-buttons';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { useIsAuthenticated } from '../hooks/use-is-authenticated';
import { authErrorMessage } from '../utils/auth-error-message';
import { redirectTarget } from '../utils/redirect-target';

type Mode = 'signin' | 'signup' | 'forgot';

const COPY: Record<Mode, { title: string; subtitle: string }> = {
  signin: { title: 'Welcome Back', subtitle: 'Sign in to pick up where you left off.' },
  signup: { title: 'Create Account', subtitle: 'Start building CVs that get you interviews.' },
  forgot: {
    title: 'Reset your password',
    subtitle: 'Enter your e-mail and we will send you a link to choose a new one.',
  },
};

const toggleClass =
  'rounded font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** /auth: sign in or create an account (docs/product.md §P2 "Sign-in page"). */
export function AuthPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const isAuthenticated = useIsAuthenticated();
  const [mode, setMode] = useState<Mode>(
    searchParams.get('mode') === 'signup' ? 'signup' : 'signin',
  );
  const [isNewAccount, setIsNewAccount] = useState(false);
  const error = searchParams.get('error');

  if (isAuthenticated) {
    const target = isNewAccount
      ? paths.app.onboarding.getHref()
      : redirectTarget(location.state, location.search);
    return <Navigate to={target} replace />;
  }

  const switchTo = (next: Mode) => {
    setIsNewAccount(false);
    setMode(next);
  };
  const { title, subtitle } = COPY[mode];

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        mode === 'forgot' ? undefined : mode === 'signin' ? (
          <p className="text-muted-foreground">
            Don&apos;t have an account?{' '}
            <button type="button" className={toggleClass} onClick={() => switchTo('signup')}>
              Sign up
            </button>
          </p>
        ) : (
          <p className="text-muted-foreground">
            Already have an account?{' '}
            <button type="button" className={toggleClass} onClick={() => switchTo('signin')}>
              Sign in
            </button>
          </p>
        )
      }
    >
      <title>{`${title} · cvforge`}</title>
      <div className="space-y-5">
        {error && mode !== 'forgot' && (
          <Alert tone="error" title="Sign-in failed">
            {authErrorMessage(error, searchParams.get('message'))}
          </Alert>
        )}
        {mode === 'forgot' ? (
          <ForgotPasswordForm onBack={() => switchTo('signin')} />
        ) : (
          <>
            <ProviderButtons />
            {mode === 'signin' ? (
              <SignInForm onForgotPassword={() => switchTo('forgot')} />
            ) : (
              <SignUpForm onSubmitted={() => setIsNewAccount(true)} />
            )}
          </>
        )}
      </div>
    </AuthCard>
  );
}
