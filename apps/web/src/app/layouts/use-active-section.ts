import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useIsHydrated } from '@/lib/use-is-hydrated';

interface Observation {
  pathname: string;
  hash: string;
  id: string;
}

/**
 * Which landing section is current: the one crossing the upper band of the viewport while the
 * user scrolls (IntersectionObserver), else the URL hash, else the first section on '/'.
 * A newer hash (a click on an anchor) wins over an older observation. The prerendered landing
 * page has no hash: while it hydrates, the first section is current.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const { hash, pathname } = useLocation();
  const [observation, setObservation] = useState<Observation | null>(null);
  const isHydrated = useIsHydrated();

  useEffect(() => {
    if (pathname !== '/' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const last = visible[visible.length - 1];
        if (last) setObservation({ pathname, hash: window.location.hash, id: last.target.id });
      },
      { rootMargin: '-35% 0px -60% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids, pathname]);

  if (observation && observation.pathname === pathname && observation.hash === hash) {
    return observation.id;
  }
  const hashId = isHydrated ? decodeURIComponent(hash.slice(1)) : '';
  if (ids.includes(hashId)) return hashId;
  return pathname === '/' ? (ids[0] ?? null) : null;
}
