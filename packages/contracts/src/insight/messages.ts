import type { ToastText } from '../cv/messages';

/** User-visible strings of docs/product.md §C8 for improvements, career analytics and ATS analytics. */

export const IMPROVEMENT_TOASTS = {
  loadFailed: {
    title: 'Error Loading Data',
    message: 'Failed to load CV improvement data. Please try again.',
  },
  saveFailed: { title: 'Save Failed', message: 'Failed to save improvements. Please try again.' },
  saved: { title: 'Improvements Saved Successfully' },
  generationFailed: {
    title: 'Generation Failed',
    message: 'Failed to generate improvements. Please try again.',
  },
  noAnalyticsData: { title: 'No Analytics Data' },
  noneAvailable: { title: 'No Improvements Available', message: 'Your CV appears well-optimized.' },
  available: { title: 'Improvements Available' },
  noneSelected: {
    title: 'No Improvements Selected',
    message: 'Please select at least one improvement to save.',
  },
} as const satisfies Record<string, ToastText>;

export const NO_AI_IMPROVEMENTS_TITLE = 'No AI Improvements Generated';

export const CAREER_ANALYTICS_MESSAGES = {
  notFound: 'Analytics data not found. Please run analytics analysis first.',
  noDefaultCv: 'No default CV found. Please set a default CV first to run analytics.',
  loadFailed: 'Failed to load analytics data. Please try again.',
  empty: 'No analytics data available.',
  started: {
    title: 'Analytics Started',
    message: "Your CV analysis is being processed. You'll be notified when complete.",
  },
  startFailed: {
    title: 'Analytics Failed',
    message: 'Failed to start analytics analysis. Please try again.',
  },
  complete: 'Analysis Complete!',
  dashboardTitle: 'Career Analytics Dashboard',
} as const;

export const ATS_ANALYTICS_MESSAGES = {
  notFound: 'ATS analytics data not found. Please run ATS analytics analysis first.',
  noCv: 'No CV found. Please ensure the CV exists and try again.',
  loadFailed: 'Failed to load ATS analytics data. Please try again.',
  empty: 'No ATS analytics data available.',
  started: { title: 'ATS Analytics Started' },
  startFailed: {
    title: 'ATS Analytics Failed',
    message: 'Failed to start ATS analytics analysis. Please try again.',
  },
  ready: { title: 'ATS Analytics Ready' },
} as const;

/** Career analytics load failure: 404, a "No default CV found" server message, else generic. */
export function careerAnalyticsLoadError(status: number | undefined, serverMessage = ''): string {
  if (status === 404) return CAREER_ANALYTICS_MESSAGES.notFound;
  if (serverMessage.includes('No default CV found')) return CAREER_ANALYTICS_MESSAGES.noDefaultCv;
  return CAREER_ANALYTICS_MESSAGES.loadFailed;
}

/** ATS report load failure: 404, a "No CV found" server message, else generic. */
export function atsAnalyticsLoadError(status: number | undefined, serverMessage = ''): string {
  if (status === 404) return ATS_ANALYTICS_MESSAGES.notFound;
  if (serverMessage.includes('No CV found')) return ATS_ANALYTICS_MESSAGES.noCv;
  return ATS_ANALYTICS_MESSAGES.loadFailed;
}
