import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { showsLandingNav } from '@/config/paths';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { LandingNav } from './landing-nav';

/**
 * The header's menu below the breakpoint where the nav fits (md, or xl when the signed-in
 * actions take room): a disclosure panel under the header bar.
 */
export function MobileMenu({ hideFrom = 'md' }: { hideFrom?: 'md' | 'xl' }) {
  const { pathname } = useLocation();
  // Remembering where it was opened closes the menu on any navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === pathname;
  const close = () => setOpenedAt(null);

  useEffect(() => {
    if (!isOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedAt(null);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [isOpen]);

  return (
    <div className={hideFrom === 'xl' ? 'xl:hidden' : 'md:hidden'}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="mobile-menu"
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        onClick={() => setOpenedAt(isOpen ? null : pathname)}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'size-9 px-0' })}
      >
        {isOpen ? (
          <X className="size-5" aria-hidden="true" />
        ) : (
          <Menu className="size-5" aria-hidden="true" />
        )}
      </button>
      <div
        id="mobile-menu"
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-b border-border bg-background px-4 pt-2 pb-5 shadow-lg"
      >
        {showsLandingNav(pathname) && (
          <nav aria-label="Sections">
            <LandingNav orientation="vertical" onNavigate={close} />
          </nav>
        )}
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-border pt-4">
          <span className="text-sm text-muted-foreground">Theme</span>
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}
