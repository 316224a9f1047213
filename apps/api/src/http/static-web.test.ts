import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { EMBEDDED_PLANS_ELEMENT_ID, PLAN_SEEDS, type Plan } from '@cvforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../platform/db';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

/** A prerendered page as apps/web/scripts/prerender.mjs writes it; `plans` as rendered. */
function prerenderedPage(heading: string, plans?: unknown) {
  const data = plans
    ? `<script type="application/json" id="${EMBEDDED_PLANS_ELEMENT_ID}">${JSON.stringify(plans)}</script>`
    : '';
  return `<!doctype html><html><body><div id="root"><h1>${heading}</h1></div>${data}</body></html>`;
}
/** The plans the build renders: the seeds, their slugs standing in for the database's ids. */
const BUILD_PLANS = PLAN_SEEDS.map((plan) => ({ id: plan.slug, ...plan }));
const PRERENDERED: Record<string, string> = {
  'home.html': prerenderedPage('Landing', BUILD_PLANS),
  'pricing.html': prerenderedPage('Pricing', BUILD_PLANS),
  'privacy.html': prerenderedPage('Privacy'),
  'auth.html': prerenderedPage('Sign in'),
  'auth-signup.html': prerenderedPage('Sign up'),
};

/** The plans a served page carries. */
function embeddedPlans(html: string): Plan[] {
  const json = new RegExp(`id="${EMBEDDED_PLANS_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null') as Plan[];
}
/** A hashed bundle with the .br and .gz copies the web build writes beside it. */
const SCRIPT = 'export const greeting = "hello";\n'.repeat(200);

describe('the served web app', () => {
  let app: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-web-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(distDir, 'prerendered'));
    for (const [file, html] of Object.entries(PRERENDERED)) {
      fs.writeFileSync(path.join(distDir, 'prerendered', file), html);
    }
    const script = path.join(distDir, 'assets', 'index-abc123.js');
    fs.writeFileSync(script, SCRIPT);
    fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
    app = await buildTestApp({
      serveWebApp: true,
      env: { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://cv.example' },
    });
  });
  afterAll(async () => {
    await app.teardown();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a robots.txt that keeps crawlers out of the app and the API and names the sitemap at PUBLIC_URL', async () => {
    // The Host header is the client's to choose: it must not reach the page.
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      'User-agent: *\nDisallow: /app/\nDisallow: /api/\n\nSitemap: https://cv.example/sitemap.xml\n',
    );
  });

  it('lists the public pages in sitemap.xml, at PUBLIC_URL whatever the Host header', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(
      ['/', '/pricing', '/privacy', '/terms', '/contact', '/auth'].map(
        (page) => `https://cv.example${page}`,
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

  it.each([
    ['/', 'Landing'],
    ['/pricing', 'Pricing'],
    ['/privacy', 'Privacy'],
    ['/auth', 'Sign in'],
    ['/auth?redirectTo=%2Fapp', 'Sign in'],
    ['/auth?mode=signup', 'Sign up'],
  ])('answers the public page %s with its prerendered HTML, not cached', async (url, heading) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<div id="root"><h1>${heading}</h1></div>`);
  });

  it.each(['/', '/pricing'])(
    'puts the current plans, with their ids, in the prerendered %s',
    async (url) => {
      const current = (await app.inject({ url: '/api/plans' })).json<{ data: Plan[] }>().data;
      const res = await app.inject({ url });
      expect(embeddedPlans(res.body)).toEqual(current);
      expect(current.map((plan) => plan.id)).not.toEqual(BUILD_PLANS.map((plan) => plan.id));
    },
  );

  it('answers /pricing with index.html once the plans differ from the prerendered ones', async () => {
    const [plan] = await app.database.db
      .update(tables.plans)
      .set({ name: 'Renamed' })
      .where(eq(tables.plans.slug, 'premium'))
      .returning({ name: tables.plans.name });
    expect(plan?.name).toBe('Renamed');
    try {
      const res = await app.inject({ url: '/pricing' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    } finally {
      await app.database.db
        .update(tables.plans)
        .set({ name: 'Pro' })
        .where(eq(tables.plans.slug, 'premium'));
    }
    expect((await app.inject({ url: '/pricing' })).body).toContain('<h1>Pricing</h1>');
  });

  it.each([
    '/auth?error=access_denied',
    '/terms',
    '/app',
    '/app/cv/42/edit',
    '/app/cv/42/ats-analytics',
    '/checkout',
  ])(
    'answers the web route %s, which has no prerendered page here, with index.html and 200',
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
