/**
 * Constants the landing entry chunk needs at run time. They mirror `@cvforge/contracts`
 * (constants.test.ts keeps them equal): importing a value from contracts here would pull zod and
 * every schema into the first-load bundle (+33 KB gzipped). Lazy code imports contracts directly.
 */

/** localStorage key of the theme preference; index.html reads it before paint too. */
export const THEME_STORAGE_KEY = 'ai-cv-theme';

/** How long the error screen's "Copy ID" button reads "Copied". */
export const COPY_ID_CONFIRMATION_MS = 1200;

/** Toasts close after this long unless dismissed. */
export const TOAST_DURATION_MS = 5000;

/** A token counts as expiring soon within this many seconds of its `exp` (docs/product.md §P4). */
export const TOKEN_EXPIRING_SOON_SECONDS = 300;

/** localStorage keys of the persisted auth state and notifications (docs/product.md §P9: names not given). */
export const AUTH_STORAGE_KEY = 'cvforge-auth';
export const NOTIFICATIONS_STORAGE_KEY = 'cvforge-notifications';
/** sessionStorage key of the generation wizard's inputs (src/features/generation/store.ts). */
export const WIZARD_STORAGE_KEY = 'cvforge-generation-wizard';

/**
 * End-to-end test hook: when this localStorage key is '1', a component inside each layout's
 * main region throws during render so the error fallback screen can be checked in a browser.
 * Users never set it, so it is harmless for them.
 */
export const FORCE_RENDER_ERROR_KEY = 'cvforge-force-render-error';
