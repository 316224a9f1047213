import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { onAuthRedirect } from './auth-redirect';

/** Sends the user to /auth when the session ends, unless already on an /auth page (docs/product.md §P4). */
export function AuthRedirectListener() {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      onAuthRedirect(() => {
        const from = locationRef.current;
        if (from.pathname.startsWith(paths.auth.path)) return;
        void navigate(paths.auth.getHref(), { replace: true, state: { from } });
      }),
    [navigate],
  );

  return null;
}
