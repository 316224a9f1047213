import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface WebApp {
  /** sha256 sources of index.html's inline scripts, for the Content-Security-Policy. */
  inlineScriptHashes: string[];
  sendIndex(reply: FastifyReply): FastifyReply;
}

function inlineScriptHashes(html: string) {
  const scripts = html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  );
  return [...scripts].map(
    ([, body]) =>
      `'sha256-${crypto
        .createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** Serves the built web app (apps/web/dist) with long caching for hashed assets. */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<WebApp | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return {
    inlineScriptHashes: inlineScriptHashes(html),
    sendIndex: (reply) => reply.header('cache-control', 'no-cache').type('text/html').send(html),
  };
}
