#!/usr/bin/env node
/**
 * The second half of the web build (after `vite build`): the public pages, prerendered. Builds
 * src/prerender/entry-server.tsx for Node, renders each page of PRERENDERED_PAGES
 * (@cvforge/contracts) into the built dist/index.html and writes it to dist/prerendered/{file}.
 * The API serves each for its address (apps/api/src/http/static-web.ts) and the browser hydrates
 * it (src/main.tsx). A page with the plan cards carries the plans it was rendered with in a
 * `<script type="application/json">` (data, not script: the Content-Security-Policy allows it),
 * which the API replaces with the current plans (docs/decisions/025-first-paint.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * React writes the page's `<title>` (and any other head element a page renders) before the
 * markup of a partial render; they belong in <head>, where the browser's React finds them.
 */
function splitHeadElements(markup) {
  const head = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}

// Inside the package, so the Node build finds its externalised dependencies in node_modules.
fs.mkdirSync(path.join(webRoot, 'node_modules'), { recursive: true });
const ssrDir = fs.mkdtempSync(path.join(webRoot, 'node_modules', '.prerender-'));
try {
  await build({
    root: webRoot,
    logLevel: 'error',
    build: {
      ssr: 'src/prerender/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  });
  const entry = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);
  const outDir = path.join(dist, 'prerendered');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir);
  for (const page of entry.PRERENDERED_PAGES) {
    const { head, body } = splitHeadElements(await entry.renderPage(page.url));
    // Only data blocks (JSON-LD): an inline script — React's, for a part that suspended — would be
    // blocked by the Content-Security-Policy and leave that part hidden.
    const scripts = body.match(/<script\b[^>]*>/g) ?? [];
    const inline = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    if (inline.length > 0)
      throw new Error(`${page.url}: inline script in the markup: ${inline[0]}`);
    let html = template.replace(ROOT_ELEMENT, `<div id="root">${body}</div>`);
    const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
    if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
    const otherHead = head.replace(/<title>[^<]*<\/title>/, '');
    if (otherHead) html = html.replace('</head>', `${otherHead}</head>`);
    if (page.embedsPlans) {
      const data = `<script type="application/json" id="${entry.EMBEDDED_PLANS_ELEMENT_ID}">${entry.scriptJson(entry.BUILD_PLANS)}</script>`;
      html = html.replace('</body>', `${data}</body>`);
    }
    fs.writeFileSync(path.join(outDir, page.file), html);
  }
  console.log(`prerendered ${entry.PRERENDERED_PAGES.length} pages into dist/prerendered`);
} finally {
  fs.rmSync(ssrDir, { recursive: true, force: true });
}
