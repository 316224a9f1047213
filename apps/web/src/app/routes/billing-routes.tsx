import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIsAuthenticated } from '@/features/auth/hooks/use-is-authenticated';
import { useAuthStore } from '@/features/auth/store';
import { USAGE_QUERY_KEY } from '@/features/usage/api/usage-query-key';
import { CheckoutPage, CheckoutSuccessPage, PricingPage } from './lazy-pages';

/** /pricing, which asks for the subscription status only when signed in. */
export function PricingRoute() {
  return <PricingPage isSignedIn={useIsAuthenticated()} />;
}

/** /checkout: signed-in users pay with their account e-mail, visitors type one. */
export function CheckoutRoute() {
  const isAuthenticated = useIsAuthenticated();
  const email = useAuthStore((state) => state.user?.email ?? null);
  return <CheckoutPage accountEmail={isAuthenticated ? email : null} />;
}

/** /checkout/success: a new plan changes the usage limits, so every usage query is fetched again. */
export function CheckoutSuccessRoute() {
  const isAuthenticated = useIsAuthenticated();
  const queryClient = useQueryClient();
  const refreshUsage = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [USAGE_QUERY_KEY] }),
    [queryClient],
  );
  return <CheckoutSuccessPage isSignedIn={isAuthenticated} onActivated={refreshUsage} />;
}
