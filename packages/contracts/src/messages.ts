import type { UsageType } from './usage';

/** User-visible strings of docs/product.md §P8 (and §P2 screens they belong to), word for word. */

/** Store and flow failures. */
export const PLATFORM_MESSAGES = {
  fetchPlansFailed: 'Failed to fetch plans',
  customerPortalFailed: 'Failed to create customer portal session',
  subscriptionStatusFailed: 'Failed to fetch subscription status',
  paymentMethodsFailed: 'Failed to fetch payment methods',
  usageInfoFailed: 'Failed to fetch usage information',
  checkActionFailed: 'Failed to check action permission',
  tokenRefreshFailed: 'Token refresh failed',
  noRefreshToken: 'No refresh token available',
  noDataFromServer: 'No data received from server',
  profileFetchFailed: 'Failed to fetch user profile',
  noUserData: 'No user data received from server',
  invalidUserData: 'Invalid user data: missing required fields',
  upgradePreviewFailed: 'Failed to load upgrade preview',
  upgradeFailed: 'Failed to upgrade subscription',
  checkoutStartFailed: 'Failed to start checkout.',
  paymentConfirmationFailed: 'Payment Confirmation Failed',
  completingSignIn: 'Completing sign in...',
  contactComingSoon: 'Contact page coming soon...',
} as const;

/** Sign-in error codes shown on /auth (any provider error is passed through as well). */
export const AUTH_ERROR_CODES = ['oauth_failed', 'invalid_callback'] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** The error fallback screen (docs/product.md §P2). */
export const ERROR_SCREEN_TEXT = {
  title: 'Something went wrong',
  body: 'We’re sorry, an unexpected error occurred. You can try again, reload, or go back home.',
  errorIdLabel: 'Error ID',
  copyId: 'Copy ID',
  copied: 'Copied',
  tryAgain: 'Try Again',
  reloadPage: 'Reload Page',
  goHome: 'Go Home',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
} as const;

/** What one unit of each usage type is called in limit messages. */
export const USAGE_TYPE_NOUNS = {
  cv_generation: 'CV generation',
  cv_upload: 'CV upload',
  cv_edit_limit: 'CV edit',
} as const satisfies Record<UsageType, string>;

/**
 * 'CV upload limit exceeded. You have used 3/3 CV uploads this month. Please upgrade your plan
 * to continue.' The spec words generation and upload; cv_edit_limit follows the same pattern.
 */
export function limitExceededMessage(usageType: UsageType, current: number, limit: number): string {
  const noun = USAGE_TYPE_NOUNS[usageType];
  return `${noun} limit exceeded. You have used ${current}/${limit} ${noun}s this month. Please upgrade your plan to continue.`;
}

/** The limit banner (docs/product.md §P4, docs/product.md §C8 Edit). */
export const LIMIT_BANNER_TEXT = {
  title: 'Upgrade Required',
  heading: "You've reached your limit!",
  upgradeNow: 'Upgrade Now',
  dismiss: 'Dismiss',
  monthlyUsage: 'Monthly Usage',
} as const;

/**
 * "You've used all {limit} of your ... this month. Upgrade ..." — the spec elides the noun and
 * the ending; they are completed with the usage type's noun and "to continue".
 */
export function limitBannerMessage(usageType: UsageType, limit: number): string {
  return `You've used all ${limit} of your ${USAGE_TYPE_NOUNS[usageType]}s this month. Upgrade your plan to continue.`;
}

/** "Monthly Usage n/limit" under the usage bar. */
export function monthlyUsageLabel(current: number, limit: number): string {
  return `${LIMIT_BANNER_TEXT.monthlyUsage} ${current}/${limit}`;
}
