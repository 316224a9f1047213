import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
/** A hashed bundle with the .br and .gz copies the web build writes beside it. */
const SCRIPT = 'export const greeting = "hello";\n'.repeat(200);

describe('the served web app', () => {
  let app: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-web-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    const script = path.join(distDir, 'assets', 'index-abc123.js');
    fs.writeFileSync(script, SCRIPT);
    fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
    app = await buildTestApp({ serveWebApp: true, env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await app.teardown();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a robots.txt that keeps crawlers out of the app and the API and names the sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'cv.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      'User-agent: *\nDisallow: /app/\nDisallow: /api/\n\nSitemap: http://cv.example/sitemap.xml\n',
    );
  });

  it('lists the public pages in sitemap.xml', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'cv.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(
      ['/', '/pricing', '/privacy', '/terms', '/contact', '/auth'].map(
        (page) => `http://cv.example${page}`,
      ),
    );
  });

  it('sends a Content-Security-Policy that runs no inline script, and the web page has none', async () => {
    const res = await app.inject({ url: '/' });
    const directives = new Map(
      res.headers['content-security-policy']
        ?.toString()
        .split(';')
        .map((directive) => {
          const [name = '', ...sources] = directive.trim().split(/\s+/);
          return [name, sources.join(' ')];
        }),
    );
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('script-src-attr')).toBe("'none'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'self'");
    const webIndex = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../web/index.html'),
      'utf8',
    );
    const scripts = [...webIndex.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !/\ssrc=/.test(tag))).toEqual([]);
    expect(webIndex).not.toMatch(/\son\w+=/i);
  });

  it.each(['/', '/pricing', '/auth', '/app', '/app/cv/42/edit', '/app/cv/42/ats-analytics'])(
    'answers the web route %s with the HTML page and 200',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it.each(['/no-such-page', '/app/cv/42/nothing', '/register', '/index.php'])(
    'answers the unknown address %s with the HTML page (its not-found view) and 404',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it('keeps the JSON 404 envelope for unknown API routes', async () => {
    const res = await app.inject({ url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)(
    'sends the pre-compressed %s copy of a hashed asset when accepted',
    async (encoding, decode) => {
      const res = await app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
      expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('sends an asset as it is to a client that accepts no compression', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)(
    'compresses a JSON answer over 1 KB with %s when accepted',
    async (encoding, decode) => {
      const plain = await app.inject({ url: '/api/docs/json' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const res = await app.inject({
        url: '/api/docs/json',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    },
  );

  it('leaves a JSON answer under 1 KB uncompressed', async () => {
    const res = await app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
