import { useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { createErrorId } from '@/lib/error-id';
import { ErrorFallback } from './error-fallback';

/** The router's errorElement: errors the region boundaries did not catch (layouts, loaders). */
export function RouteErrorFallback() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const [errorId] = useState(createErrorId);

  // A navigation clears the router's error state, so "Try Again" re-renders this location.
  const handleReset = () =>
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });

  return <ErrorFallback error={error} errorId={errorId} onReset={handleReset} />;
}
