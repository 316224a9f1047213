import { paths } from '@/config/paths';

/** Routes whose screens later work builds; each shows a "coming soon" panel until then. */
export const APP_PLACEHOLDERS = [
  { path: paths.app.analytics.path, title: 'Career analytics are coming soon' },
  { path: paths.app.analyticsProcessing.path, title: 'Analytics progress is coming soon' },
  { path: paths.app.atsAnalytics.path, title: 'ATS analytics are coming soon' },
  { path: paths.app.atsAnalyticsProcessing.path, title: 'ATS analysis progress is coming soon' },
  { path: paths.app.improve.path, title: 'AI improvements are coming soon' },
] as const;
