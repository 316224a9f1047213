import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths, showsLandingNav } from '@/config/paths';
import { useIsAuthenticated } from '@/features/auth/hooks/use-is-authenticated';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { cn } from '@/lib/cn';
import { LandingNav } from './landing-nav';
import { MobileMenu } from './mobile-menu';

const SignedInActions = lazy(() =>
  import('./signed-in-actions').then((module) => ({ default: module.SignedInActions })),
);

/**
 * Sticky top bar (docs/product.md §P2 "Shell"). Signed out: landing nav and Sign In. Signed in:
 * the logo leads to /app and the plan badge, usage, notifications and user menu appear.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const hasLandingNav = showsLandingNav(pathname);
  const isAuthenticated = useIsAuthenticated();

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-xl supports-[backdrop-filter]:bg-background/70">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:gap-4 sm:px-6">
        <Link
          to={isAuthenticated ? paths.app.dashboard.getHref() : paths.home.getHref()}
          aria-label={isAuthenticated ? 'cvforge app' : 'cvforge home'}
          className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <Logo />
        </Link>
        {hasLandingNav && (
          <nav
            aria-label="Main"
            className={cn('mx-auto hidden', isAuthenticated ? 'xl:block' : 'md:block')}
          >
            <LandingNav />
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <ThemeToggle
            className={cn('hidden', isAuthenticated ? 'xl:inline-flex' : 'md:inline-flex')}
          />
          {isAuthenticated ? (
            <Suspense
              fallback={
                <span aria-hidden="true" className="h-8 w-40 animate-pulse rounded-full bg-muted" />
              }
            >
              <SignedInActions />
            </Suspense>
          ) : (
            <Link to={paths.auth.getHref()} className={buttonVariants({ size: 'sm' })}>
              Sign In
            </Link>
          )}
          <MobileMenu hideFrom={isAuthenticated ? 'xl' : 'md'} />
        </div>
      </div>
    </header>
  );
}
