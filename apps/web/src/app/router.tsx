import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorFallback } from './route-error-fallback';
import { CheckoutRoute, CheckoutSuccessRoute, PricingRoute } from './routes/billing-routes';
import { NotFoundPage } from './not-found-page';
import { LandingRoute, PricingPlans } from './routes/landing-route';
import {
  AtsProcessingRoute,
  AtsReportPage,
  AuthCallbackRoute,
  AuthPage,
  CareerAnalyticsPage,
  CareerProcessingRoute,
  CheckoutCancelPage,
  ContactPage,
  CreateCvRoute,
  DashboardPage,
  EditCvRoute,
  GenerateCvRoute,
  ImprovementsPage,
  OnboardingPage,
  OwnCvRoute,
  PreviewCvPage,
  PricingPage,
  PrivacyPage,
  ProfilePage,
  ResetPasswordPage,
  SettingsRoute,
  SubscriptionPage,
  TermsPage,
  UploadCvRoute,
} from './routes/lazy-pages';

/** A route's `handle`: the lazily loaded code its page shows first (see preloadPage). */
interface RouteHandle {
  preload: () => Promise<void>;
}
const preloads = (component: { preload: () => Promise<void> }): RouteHandle => ({
  preload: component.preload,
});

const CALLBACK_PATHS = [
  paths.authCallback.path,
  paths.googleCallback.path,
  paths.microsoftCallback.path,
  paths.githubCallback.path,
];

/** Every route of docs/product.md §P2 and docs/product.md §C2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home.path, element: <LandingRoute />, handle: preloads(PricingPlans) },
          { path: paths.pricing.path, element: <PricingRoute />, handle: preloads(PricingPage) },
          { path: paths.checkoutCancel.path, element: <CheckoutCancelPage /> },
          { path: paths.privacy.path, element: <PrivacyPage />, handle: preloads(PrivacyPage) },
          { path: paths.terms.path, element: <TermsPage />, handle: preloads(TermsPage) },
          { path: paths.contact.path, element: <ContactPage />, handle: preloads(ContactPage) },
          { path: paths.auth.path, element: <AuthPage />, handle: preloads(AuthPage) },
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
          ...CALLBACK_PATHS.map((path) => ({ path, element: <AuthCallbackRoute /> })),
          // Anonymous visitors may check out with an e-mail (docs/decisions/004-checkout-outside-the-guard.md).
          { path: paths.checkout.path, element: <CheckoutRoute /> },
          { path: paths.checkoutSuccess.path, element: <CheckoutSuccessRoute /> },
          // An unknown path gets a not-found page, not a redirect to / (docs/product.md §P2).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // AppLayout holds the protected-route guard (docs/product.md §P2).
        element: <AppLayout />,
        children: [
          { path: paths.app.dashboard.path, element: <DashboardPage /> },
          { path: paths.app.onboarding.path, element: <OnboardingPage /> },
          { path: paths.app.uploadCv.path, element: <UploadCvRoute /> },
          { path: paths.app.createCv.path, element: <CreateCvRoute /> },
          { path: paths.app.generateCv.path, element: <GenerateCvRoute /> },
          {
            path: paths.cv.path,
            element: <Navigate to={paths.app.createCv.getHref()} replace />,
          },
          { path: paths.app.profile.path, element: <ProfilePage /> },
          { path: paths.app.settings.path, element: <SettingsRoute /> },
          { path: paths.app.subscription.path, element: <SubscriptionPage /> },
          {
            // Every route that takes a CV id: "CV Not Found" for an id not of this user.
            element: <OwnCvRoute />,
            children: [
              { path: paths.app.cvEdit.path, element: <EditCvRoute /> },
              { path: paths.app.cvPreview.path, element: <PreviewCvPage /> },
              { path: paths.app.analytics.path, element: <CareerAnalyticsPage /> },
              { path: paths.app.analyticsProcessing.path, element: <CareerProcessingRoute /> },
              { path: paths.app.atsAnalytics.path, element: <AtsReportPage /> },
              { path: paths.app.atsAnalyticsProcessing.path, element: <AtsProcessingRoute /> },
              { path: paths.app.improve.path, element: <ImprovementsPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazily loaded code the page at `pathname` shows first. A prerendered page waits for
 * it before hydrating (src/main.tsx): with it, the whole page hydrates at once.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload()),
  );
}
