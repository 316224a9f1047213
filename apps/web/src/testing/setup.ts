import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
// Loaded on demand in the app (the plans query's request, get-plans.ts); here up front, so a
// test's wait for the plans is not spent transforming the module.
import '@/features/billing/api/fetch-plans';
import { useAuthStore } from '@/features/auth/store';
import { useNotificationStore } from '@/features/notifications/store';
import { server } from './msw/server';
import { parseFormDataWithNodeFile } from './node-file-for-form-data';

// jsdom has no matchMedia; sonner and the theme read it. Tests that care stub their own.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// findBy* waits up to 3 s (not 1 s): on a two-core machine running the API suites beside this
// one, a dialog after a mocked request has been seen to take longer than a second to appear.
configure({ asyncUtilTimeout: 3000 });

parseFormDataWithNodeFile();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  useAuthStore.getState().logout();
  useNotificationStore.getState().reset();
  server.resetHandlers();
  window.localStorage.clear();
  document.documentElement.className = '';
});
afterAll(() => server.close());
