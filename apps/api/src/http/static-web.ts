import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PUBLIC_PAGE_PATHS, webPagePatterns } from '@cvforge/contracts';

export interface WebApp {
  /** index.html, whose router shows the not-found page: for an address outside the web's routes. */
  sendNotFound(reply: FastifyReply): FastifyReply;
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

/**
 * Serves the built web app (apps/web/dist) with long caching for hashed assets: index.html on
 * the web's routes (200), robots.txt and sitemap.xml for the public pages.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<WebApp | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, 'utf8');
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
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').send(html);
  for (const pattern of webPagePatterns()) {
    app.get(pattern, { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nDisallow: /app/\nDisallow: /api/\n\nSitemap: ${origin(request)}/sitemap.xml\n`,
      ),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) =>
    reply.type('application/xml').send(sitemap(origin(request))),
  );
  return {
    sendNotFound: (reply) => sendIndex(reply.code(404)),
  };
}
