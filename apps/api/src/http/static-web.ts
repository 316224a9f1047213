import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  EMBEDDED_PLANS_ELEMENT_ID,
  type Plan,
  planSchema,
  PRERENDERED_PAGES,
  prerenderedPageFor,
  PUBLIC_PAGE_PATHS,
  scriptJson,
  webPagePatterns,
} from '@cvforge/contracts';

export interface WebApp {
  /** index.html, whose router shows the not-found page: for an address outside the web's routes. */
  sendNotFound(reply: FastifyReply): FastifyReply;
}

/** A page of dist/prerendered; one that shows the plan cards split around the plans it carries. */
interface PrerenderedHtml {
  html: string;
  plans?: { before: string; rendered: unknown; after: string };
}

const PLANS_ELEMENT = new RegExp(
  `(<script type="application/json" id="${EMBEDDED_PLANS_ELEMENT_ID}">)([^<]*)(</script>)`,
);

/** The prerendered pages the web build wrote (apps/web/scripts/prerender.mjs), by file name. */
function readPrerendered(distDir: string): Map<string, PrerenderedHtml> {
  const pages = new Map<string, PrerenderedHtml>();
  for (const { file, embedsPlans } of PRERENDERED_PAGES) {
    const full = path.join(distDir, 'prerendered', file);
    if (!fs.existsSync(full)) continue;
    const html = fs.readFileSync(full, 'utf8');
    const match = embedsPlans ? PLANS_ELEMENT.exec(html) : null;
    if (embedsPlans && !match) continue;
    pages.set(file, {
      html,
      plans: match
        ? {
            before: html.slice(0, match.index) + match[1],
            rendered: JSON.parse(match[2] ?? 'null') as unknown,
            after: match[3] + html.slice(match.index + match[0].length),
          }
        : undefined,
    });
  }
  return pages;
}

/** What a plan card shows: everything but the id (the build has no database to take ids from). */
const shownPlans = planSchema.omit({ id: true }).array();

function showsSamePlans(current: Plan[], rendered: unknown): boolean {
  const renderedPlans = shownPlans.safeParse(rendered);
  return renderedPlans.success && isDeepStrictEqual(shownPlans.parse(current), renderedPlans.data);
}

function sitemap(origin: string) {
  const urls = PUBLIC_PAGE_PATHS.map((page) => `  <url><loc>${origin}${page}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface WebAppOptions {
  /** The plans GET /plans answers: what a prerendered page with the plan cards must show. */
  listPlans(): Promise<Plan[]>;
  /**
   * PUBLIC_URL: the origin robots.txt and sitemap.xml name. Never the request's Host header, which
   * a client chooses (a cache in front would keep a poisoned sitemap; docs/decisions/031-safe-defaults.md).
   */
  publicUrl: string;
}

/**
 * Serves the built web app (apps/web/dist) with long caching for hashed assets: on the web's
 * routes (200) the prerendered page for the address when there is one, index.html (the app
 * renders in the browser) otherwise; robots.txt and sitemap.xml for the public pages.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { listPlans, publicUrl }: WebAppOptions,
): Promise<WebApp | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, 'utf8');
  const prerendered = readPrerendered(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    // One catch-all route that looks files up on disk: a route per file (wildcard: false) meant
    // globbing the ~350 files and building ~700 routes at every start. An unknown path still
    // ends in the not-found handler (the web app's 404 page).
    wildcard: true,
    // Not the build's input hash (scripts/build.mjs).
    dotfiles: 'ignore',
    index: false,
    // The build writes .br and .gz copies (apps/web/vite.config.ts); sent when the client accepts them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendHtml = (reply: FastifyReply, page: string) =>
    reply.header('cache-control', 'no-cache').type('text/html').send(page);
  /**
   * The prerendered page, with the current plans where it shows them; index.html when the address
   * has none, or when the plans changed since the build (the cards would not match them).
   */
  async function pageFor(request: FastifyRequest): Promise<string> {
    const url = new URL(request.url, 'http://localhost');
    const page = prerenderedPageFor(url.pathname, url.searchParams);
    const file = page && prerendered.get(page.file);
    if (!file) return html;
    if (!file.plans) return file.html;
    const plans = await listPlans().catch((error: unknown) => {
      request.log.warn({ err: error }, 'plans unavailable: the page renders in the browser');
      return undefined;
    });
    if (!plans || !showsSamePlans(plans, file.plans.rendered)) return html;
    return file.plans.before + scriptJson(plans) + file.plans.after;
  }
  for (const pattern of webPagePatterns()) {
    app.get(pattern, { schema: { hide: true } }, async (request, reply) =>
      sendHtml(reply, await pageFor(request)),
    );
  }
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nDisallow: /app/\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
      ),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml').send(sitemap(publicUrl)),
  );
  return {
    sendNotFound: (reply) => sendHtml(reply.code(404), html),
  };
}
