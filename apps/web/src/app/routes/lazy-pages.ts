import { lazy } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * Every route but the landing page loads its code on demand (keeps the landing bundle small). The
 * prerendered pages can load theirs ahead: they do before hydrating (src/app/router.tsx).
 */
export const PricingPage = lazyWithPreload(() =>
  import('@/features/billing/pages/pricing-page').then((module) => module.PricingPage),
);
export const CheckoutCancelPage = lazy(() =>
  import('@/features/billing/pages/checkout-cancel-page').then((module) => ({
    default: module.CheckoutCancelPage,
  })),
);
export const PrivacyPage = lazyWithPreload(() =>
  import('@/features/legal/pages/privacy-page').then((module) => module.PrivacyPage),
);
export const TermsPage = lazyWithPreload(() =>
  import('@/features/legal/pages/terms-page').then((module) => module.TermsPage),
);
export const ContactPage = lazyWithPreload(() =>
  import('@/features/landing/pages/contact-page').then((module) => module.ContactPage),
);
export const AuthPage = lazyWithPreload(() =>
  import('@/features/auth/pages/auth-page').then((module) => module.AuthPage),
);
export const AuthCallbackRoute = lazy(() =>
  import('./auth-callback-route').then((module) => ({ default: module.AuthCallbackRoute })),
);
export const ResetPasswordPage = lazy(() =>
  import('@/features/auth/pages/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
export const ProfilePage = lazy(() =>
  import('@/features/auth/pages/profile-page').then((module) => ({ default: module.ProfilePage })),
);
export const SettingsRoute = lazy(() =>
  import('./settings-route').then((module) => ({ default: module.SettingsRoute })),
);
export const DashboardPage = lazy(() =>
  import('@/features/cvs/pages/dashboard-page').then((module) => ({
    default: module.DashboardPage,
  })),
);
export const OnboardingPage = lazy(() =>
  import('@/features/cvs/pages/onboarding-page').then((module) => ({
    default: module.OnboardingPage,
  })),
);
export const UploadCvRoute = lazy(() =>
  import('./upload-cv-route').then((module) => ({ default: module.UploadCvRoute })),
);
export const CreateCvRoute = lazy(() =>
  import('./create-cv-route').then((module) => ({ default: module.CreateCvRoute })),
);
export const GenerateCvRoute = lazy(() =>
  import('./generate-cv-route').then((module) => ({ default: module.GenerateCvRoute })),
);
export const OwnCvRoute = lazy(() =>
  import('./own-cv-route').then((module) => ({ default: module.OwnCvRoute })),
);
export const EditCvRoute = lazy(() =>
  import('./edit-cv-route').then((module) => ({ default: module.EditCvRoute })),
);
export const PreviewCvPage = lazy(() =>
  import('@/features/cv-preview/pages/preview-cv-page').then((module) => ({
    default: module.PreviewCvPage,
  })),
);
export const CheckoutPage = lazy(() =>
  import('@/features/billing/pages/checkout-page').then((module) => ({
    default: module.CheckoutPage,
  })),
);
export const CheckoutSuccessPage = lazy(() =>
  import('@/features/billing/pages/checkout-success-page').then((module) => ({
    default: module.CheckoutSuccessPage,
  })),
);
export const SubscriptionPage = lazy(() =>
  import('@/features/billing/pages/subscription-page').then((module) => ({
    default: module.SubscriptionPage,
  })),
);
export const AtsReportPage = lazy(() =>
  import('@/features/ats-analytics/pages/ats-report-page').then((module) => ({
    default: module.AtsReportPage,
  })),
);
export const AtsProcessingRoute = lazy(() =>
  import('./ats-processing-route').then((module) => ({ default: module.AtsProcessingRoute })),
);
export const CareerAnalyticsPage = lazy(() =>
  import('@/features/career-analytics/pages/career-analytics-page').then((module) => ({
    default: module.CareerAnalyticsPage,
  })),
);
export const CareerProcessingRoute = lazy(() =>
  import('./career-processing-route').then((module) => ({
    default: module.CareerProcessingRoute,
  })),
);
export const ImprovementsPage = lazy(() =>
  import('@/features/improvements/pages/improvements-page').then((module) => ({
    default: module.ImprovementsPage,
  })),
);
