import { MainRegion } from './main-region';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Skip link, sticky header, main region and footer (docs/product.md §P2 "Shell"). */
export function SiteShell({ mainClassName }: { mainClassName?: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <MainRegion className={mainClassName} />
      <SiteFooter />
    </div>
  );
}
