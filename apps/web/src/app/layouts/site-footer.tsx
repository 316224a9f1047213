import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { BrandIcon, type BrandName } from '@/components/icons/brand-icon';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useIsHydrated } from '@/lib/use-is-hydrated';

const SOCIAL_LINKS: ReadonlyArray<{ href: string; label: string; brand: BrandName }> = [
  { href: site.social.community, label: 'Join the cvforge community chat', brand: 'discord' },
  { href: site.social.code, label: 'cvforge source code', brand: 'github' },
  { href: site.social.x, label: 'cvforge on X', brand: 'x' },
];

const iconLink =
  'grid size-9 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const textLink =
  'rounded text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function SiteFooter() {
  const year = new Date().getFullYear();
  // The prerendered page leaves the year out: the build's year may not be the visitor's.
  const isHydrated = useIsHydrated();

  return (
    <footer className="border-t border-border bg-muted/30">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-xs space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            Build, tailor and analyse CVs that get past the bots and in front of people.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.pricing.getHref()} className={textLink}>
            Pricing
          </Link>
          <Link to={paths.privacy.getHref()} className={textLink}>
            Privacy Policy
          </Link>
          <Link to={paths.terms.getHref()} className={textLink}>
            Terms of Service
          </Link>
          <Link to={paths.contact.getHref()} className={textLink}>
            Contact
          </Link>
        </nav>
        <ul className="flex items-center gap-1" aria-label="cvforge elsewhere">
          {SOCIAL_LINKS.map(({ href, label, brand }) => (
            <li key={brand}>
              <a
                href={href}
                aria-label={label}
                target="_blank"
                rel="noreferrer"
                className={iconLink}
              >
                <BrandIcon name={brand} className="size-4" />
              </a>
            </li>
          ))}
          <li>
            <a
              href={`mailto:${site.supportEmail}`}
              aria-label="E-mail support"
              className={iconLink}
            >
              <Mail className="size-4" aria-hidden="true" />
            </a>
          </li>
        </ul>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {isHydrated && `${year} `}cvforge. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
