import { paths } from '@/config/paths';

/** Routes whose screens later work builds; each shows a "coming soon" panel until then. */
export const APP_PLACEHOLDERS = [
  { path: paths.app.subscription.path, title: 'Subscription management is coming soon' },
  { path: paths.app.analytics.path, title: 'Career analytics are coming soon' },
  { path: paths.app.analyticsProcessing.path, title: 'Analytics progress is coming soon' },
  { path: paths.app.atsAnalytics.path, title: 'ATS analytics are coming soon' },
  { path: paths.app.atsAnalyticsProcessing.path, title: 'ATS analysis progress is coming soon' },
  { path: paths.app.improve.path, title: 'AI improvements are coming soon' },
] as const;

/**
 * Checkout is listed with the app routes, yet anonymous visitors may check out with an e-mail
 * (platform-spec §5, §6), so it sits outside the sign-in guard (docs/decisions/004).
 */
export const CHECKOUT_PLACEHOLDERS = [
  { path: paths.checkout.path, title: 'Checkout is coming soon' },
  { path: paths.checkoutSuccess.path, title: 'Payment confirmation is coming soon' },
] as const;
