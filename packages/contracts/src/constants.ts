/** Business constants of docs/product.md §P9 (and the numbers of §P2 and §P4). CV-side ones: cv/constants.ts. */

/** Every API call gives up after this long (generation can take minutes). */
export const API_TIMEOUT_MS = 120_000;

/** A token is "expiring soon" within this many seconds of its expiry. */
export const TOKEN_EXPIRING_SOON_SECONDS = 300;

/** Upload size checked by the client and the server: 10 MB. */
export const UPLOAD_MAX_BYTES = 10_485_760;

/** Default and maximum page size of paginated lists. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The dashboard asks for the whole list in one page. */
export const CV_LIST_PAGE_SIZE = 100;

/** GET /notifications?limit=50&offset=0. */
export const NOTIFICATION_PAGE_SIZE = 50;

/** Usage bar: amber from 80 %, red (at limit) from 100 %; the bar is capped at 100 %. */
export const USAGE_WARNING_PERCENT = 80;
export const USAGE_LIMIT_PERCENT = 100;

/** A subscription whose period ends in this many days or fewer counts as expiring. */
export const SUBSCRIPTION_EXPIRING_DAYS = 7;

/** /checkout/success polls the checkout status this often. */
export const CHECKOUT_POLL_INTERVAL_MS = 2_000;

/** Toasts close after this long unless dismissed earlier. */
export const TOAST_DEFAULT_DURATION_MS = 5_000;

/** The error screen's Copy ID button reads "Copied" for this long. */
export const COPY_ID_CONFIRMATION_MS = 1_200;

/** Live-event reconnect backoff: starts at 1 s, doubles, capped at 30 s. */
export const LIVE_RECONNECT_START_MS = 1_000;
export const LIVE_RECONNECT_FACTOR = 2;
export const LIVE_RECONNECT_CAP_MS = 30_000;

/** Delay before reconnect attempt `attempt` (0-based). */
export function liveReconnectDelayMs(attempt: number): number {
  const delay = LIVE_RECONNECT_START_MS * LIVE_RECONNECT_FACTOR ** Math.max(0, attempt);
  return Math.min(delay, LIVE_RECONNECT_CAP_MS);
}

/** Money: amounts are minor units; shown as minor / 100 with 2 decimals, en-US, default usd. */
export const CURRENCY_LOCALE = 'en-US';
export const MINOR_UNITS_PER_MAJOR = 100;
export const PRICE_FRACTION_DIGITS = 2;

/** Money-back guarantee (marketing and terms). */
export const MONEY_BACK_GUARANTEE_DAYS = 14;

/** Terms: liability is limited to the payments of the last 12 months. */
export const LIABILITY_CAP_MONTHS = 12;

/** Pricing page: sort_order 1 is the trial-style tier, 2 the popular tier with its badge. */
export const TRIAL_PLAN_SORT_ORDER = 1;
export const POPULAR_PLAN_SORT_ORDER = 2;
export const POPULAR_PLAN_BADGE = '44% OFF, Save $16/mo';

/** Static marketing claims (copy only, docs/product.md §P1 and landing page). */
export const MARKETING_CLAIMS = {
  atsCompatibilityPercent: 98,
  interviewMultiplier: 3,
  setupMinutes: 1,
  moneyBackDays: MONEY_BACK_GUARANTEE_DAYS,
  proPlanUsdPerMonth: 12,
  professionalWriterUsd: { min: 150, max: 400 },
  atsCarouselScores: [98, 91, 95],
} as const;

/** Minimum password length; the spec shows no rule, the product requires 8. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so hashing a password stays cheap (argon2id cost grows with input). */
export const PASSWORD_MAX_LENGTH = 128;

/** An avatar given as a data: image URL may hold at most this many bytes (200 KB). */
export const AVATAR_DATA_URL_MAX_BYTES = 204_800;
