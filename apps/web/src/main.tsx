import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedEmbeddedData } from './app/embedded-data';
import { preloadPage } from './app/router';
import { createQueryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const queryClient = createQueryClient();
seedEmbeddedData(queryClient, document);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A prerendered public page (apps/web/scripts/prerender.mjs) arrives with its markup: React takes
// it over once the page's own code is here, in a transition, so hydrating a long page yields to
// the browser every few milliseconds instead of holding the main thread. Every other address
// gets the empty shell.
if (container.firstElementChild) {
  void preloadPage(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  createRoot(container).render(app);
}
