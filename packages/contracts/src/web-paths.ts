/**
 * Every route of the web app (docs/product.md §P2 and docs/product.md §C2) in one place, shared with
 * the API, which answers 404 outside them. `path` is the router pattern
 * (relative to nothing: always absolute); `getHref` builds a concrete link.
 */
const cvPath = (id: string, tail: string) => `/app/cv/${encodeURIComponent(id)}/${tail}`;

export const paths = {
  home: { path: '/', getHref: (hash?: string) => (hash ? `/#${hash}` : '/') },
  auth: {
    path: '/auth',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : '/auth',
    /** /auth?error={error}, plus &message when given (the callback screen's failures). */
    getErrorHref: (error: string, message?: string) => {
      const query = new URLSearchParams({ error });
      if (message) query.set('message', message);
      return `/auth?${query.toString()}`;
    },
  },
  /** The page the password-reset e-mail links to (`?token=…`). */
  resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  googleCallback: { path: '/auth/google/callback', getHref: () => '/auth/google/callback' },
  microsoftCallback: {
    path: '/auth/microsoft/callback',
    getHref: () => '/auth/microsoft/callback',
  },
  githubCallback: { path: '/auth/github/callback', getHref: () => '/auth/github/callback' },
  /** Not a page of its own: the header shows the landing nav on paths starting with it. */
  register: { path: '/register', getHref: () => '/register' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  contact: { path: '/contact', getHref: () => '/contact' },
  checkout: {
    path: '/checkout',
    getHref: (planSlug?: string) =>
      planSlug ? `/checkout?plan=${encodeURIComponent(planSlug)}` : '/checkout',
  },
  checkoutSuccess: { path: '/checkout/success', getHref: () => '/checkout/success' },
  /** Carries the plan through the provider's cancel round trip, for "Try Again". */
  checkoutCancel: {
    path: '/checkout/cancel',
    getHref: (planSlug?: string) =>
      planSlug ? `/checkout/cancel?plan=${encodeURIComponent(planSlug)}` : '/checkout/cancel',
  },
  /** Target of the "Create Your First CV" action (docs/product.md §C2). */
  cv: { path: '/cv', getHref: () => '/cv' },
  app: {
    dashboard: { path: '/app', getHref: () => '/app' },
    profile: { path: '/app/profile', getHref: () => '/app/profile' },
    settings: { path: '/app/settings', getHref: () => '/app/settings' },
    subscription: {
      path: '/app/subscription',
      getHref: (upgraded?: boolean) =>
        upgraded ? '/app/subscription?upgraded=true' : '/app/subscription',
    },
    onboarding: { path: '/app/onboarding', getHref: () => '/app/onboarding' },
    uploadCv: { path: '/app/upload-cv', getHref: () => '/app/upload-cv' },
    createCv: {
      path: '/app/create-cv',
      getHref: (mode?: 'upload' | 'manual') =>
        mode ? `/app/create-cv?mode=${mode}` : '/app/create-cv',
    },
    /** The generation wizard (the spec does not show its route; the Create CV screen links here). */
    generateCv: {
      path: '/app/generate-cv',
      getHref: (flow?: 'guided') => (flow ? `/app/generate-cv?flow=${flow}` : '/app/generate-cv'),
    },
    cvEdit: { path: '/app/cv/:id/edit', getHref: (id: string) => cvPath(id, 'edit') },
    cvPreview: { path: '/app/cv/:id/preview', getHref: (id: string) => cvPath(id, 'preview') },
    analytics: {
      path: '/app/cv/:cvId/analytics',
      getHref: (cvId: string) => cvPath(cvId, 'analytics'),
    },
    analyticsProcessing: {
      path: '/app/cv/:cvId/analytics/processing',
      getHref: (cvId: string) => cvPath(cvId, 'analytics/processing'),
    },
    atsAnalytics: {
      path: '/app/cv/:cvId/ats-analytics',
      getHref: (cvId: string) => cvPath(cvId, 'ats-analytics'),
    },
    atsAnalyticsProcessing: {
      path: '/app/cv/:cvId/ats-analytics/processing',
      getHref: (cvId: string) => cvPath(cvId, 'ats-analytics/processing'),
    },
    improve: { path: '/app/cv/:cvId/improve', getHref: (cvId: string) => cvPath(cvId, 'improve') },
  },
} as const;

function collectPatterns(entry: object): string[] {
  if ('path' in entry && typeof entry.path === 'string') return [entry.path];
  return Object.values(entry).flatMap((child: unknown) =>
    typeof child === 'object' && child !== null ? collectPatterns(child) : [],
  );
}

/** Every router pattern of the web app (`register` is not a page of its own). */
export function webPagePatterns(): string[] {
  const { register: _register, ...pages } = paths;
  return collectPatterns(pages);
}

/** The public pages search engines may list (sitemap.xml): landing, pricing, legal, sign in/up. */
export const PUBLIC_PAGE_PATHS = [
  paths.home.path,
  paths.pricing.path,
  paths.privacy.path,
  paths.terms.path,
  paths.contact.path,
  paths.auth.path,
] as const;

/**
 * The public pages the web build prerenders to static HTML (apps/web/scripts/prerender.mjs), each
 * a file under the web app's dist/prerendered, which the API serves for its address
 * (apps/api/src/http/static-web.ts). `url` is what the page is rendered at; `embedsPlans` pages
 * show the plan cards and carry the plans they were rendered with
 * (docs/decisions/025-first-paint.md).
 */
export const PRERENDERED_PAGES = [
  { url: paths.home.path, file: 'home.html', embedsPlans: true },
  { url: paths.pricing.path, file: 'pricing.html', embedsPlans: true },
  { url: paths.privacy.path, file: 'privacy.html', embedsPlans: false },
  { url: paths.terms.path, file: 'terms.html', embedsPlans: false },
  { url: paths.contact.path, file: 'contact.html', embedsPlans: false },
  { url: paths.auth.path, file: 'auth.html', embedsPlans: false },
  { url: `${paths.auth.path}?mode=signup`, file: 'auth-signup.html', embedsPlans: false },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/**
 * The prerendered page for an address, or undefined when the address renders differently from
 * every prerendered page. Only the sign-in page reads its query: `mode=signup` opens the sign-up
 * form and `error` shows a failure the prerendered forms do not have.
 */
export function prerenderedPageFor(
  pathname: string,
  query: URLSearchParams,
): PrerenderedPage | undefined {
  if (pathname === paths.auth.path) {
    if (query.has('error')) return undefined;
    const url = query.get('mode') === 'signup' ? `${paths.auth.path}?mode=signup` : paths.auth.path;
    return PRERENDERED_PAGES.find((page) => page.url === url);
  }
  return PRERENDERED_PAGES.find((page) => page.url === pathname);
}

/**
 * The id of the `<script type="application/json">` element in which a prerendered page carries
 * its plans (GET /plans's data): the web app starts with them instead of asking.
 */
export const EMBEDDED_PLANS_ELEMENT_ID = 'cvforge-plans';

/** JSON for inside a `<script>` element: '<' escaped, so no text in it can close the element early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
