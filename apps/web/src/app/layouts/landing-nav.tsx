import { Link } from 'react-router';
import { LANDING_NAV, LANDING_SECTION_IDS, paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useActiveSection } from './use-active-section';

interface LandingNavProps {
  orientation?: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** The anchors of the landing page; the section in view is bold (docs/product.md §P2 "Shell"). */
export function LandingNav({ orientation = 'horizontal', onNavigate }: LandingNavProps) {
  const activeId = useActiveSection(LANDING_SECTION_IDS);
  const isVertical = orientation === 'vertical';

  return (
    <ul className={cn('flex', isVertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {LANDING_NAV.map(({ id, label }) => {
        const isActive = activeId === id;
        return (
          <li key={id}>
            <Link
              to={paths.home.getHref(id)}
              aria-current={isActive ? 'location' : undefined}
              onClick={onNavigate}
              className={cn(
                'block rounded-md text-sm whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                isVertical ? 'px-3 py-2.5' : 'px-3 py-1.5',
                isActive
                  ? 'font-semibold text-foreground'
                  : 'font-normal text-muted-foreground hover:text-foreground',
              )}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
