/**
 * Production build of the API: one ESM bundle (workspace packages and the npm packages loaded at
 * start inlined, other npm packages external), the CV parser's and the CV renderer's workers,
 * and a migrated PGlite snapshot for a fast first start. `build.ts bundle` or `build.ts snapshot`
 * builds one of the two (the root scripts/build.mjs rebuilds only the part whose inputs changed);
 * no argument builds both.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createSnapshot } from '../src/platform/db/snapshot';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(apiDir, 'dist');
const packagesDir = path.resolve(apiDir, '../../packages');
const snapshotFile = path.join(distDir, 'pg-snapshot.tgz');
const [part] = process.argv.slice(2);

/**
 * The npm packages the API loads at start, bundled into main.js with what they import: loading
 * them file by file through Node's resolver costs ~0.3 s of each start. Packages only loaded
 * later (the Stripe and AWS SDKs, pdf.js …) stay external, as does anything missing here.
 */
const STARTUP_PACKAGES = new Set([
  ...['fastify', 'fastify-type-provider-zod', 'zod', 'drizzle-orm', 'pg', 'pg-boss'],
  ...['@fastify/compress', '@fastify/cors', '@fastify/formbody', '@fastify/helmet'],
  ...['@fastify/multipart', '@fastify/rate-limit', '@fastify/static', '@fastify/swagger'],
  ...['@fastify/swagger-ui', '@fastify/websocket', 'jose', 'openid-client', 'prom-client'],
  ...['ipaddr.js', 'html-encoding-sniffer', '@exodus/bytes'],
]);
/**
 * Packages that load files beside their own code (WASM, native addons). @fastify/swagger-ui is
 * bundled and told where its static files are (apps/api/src/http/openapi.ts).
 */
const NEVER_BUNDLED = new Set(['@electric-sql/pglite', '@node-rs/argon2']);

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

async function buildBundle() {
  // Everything but the snapshot, so a renamed entry point leaves no stale file behind.
  const previous = await fs.readdir(distDir).catch(() => []);
  for (const file of previous.filter((name) => !name.includes('snapshot'))) {
    await fs.rm(path.join(distDir, file), { recursive: true, force: true });
  }
  await build({
    // The parser's and the renderer's worker threads are their own files, loaded by URL beside
    // main.js (src/modules/cvs/parse-cv-pdf.ts, src/modules/cvs/cv-renderer.ts).
    entryPoints: {
      main: path.join(apiDir, 'src/main.ts'),
      'parse-worker': path.join(packagesDir, 'cv-parser/src/parse-worker.ts'),
      'render-worker': path.join(packagesDir, 'cv-render/src/worker/render-worker.ts'),
    },
    outdir: distDir,
    bundle: true,
    // Each dynamic import() is a chunk of its own, so the npm packages it imports (the Stripe
    // and AWS SDKs, pdf.js, linkedom …) load when it runs, not with main.js. Chunks sit beside
    // main.js: paths built from import.meta.url (migrations, snapshot, workers) stay right.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [
      {
        name: 'bundle-startup-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('node:') || args.path.startsWith('@cvforge/')) return;
            const name = packageName(args.path);
            const bundled = args.importer.includes('/node_modules/') || STARTUP_PACKAGES.has(name);
            if (!bundled || NEVER_BUNDLED.has(name)) return { path: args.path, external: true };
          });
        },
      },
      // Workspace packages are TypeScript sources: inline them.
      {
        name: 'inline-workspace-packages',
        setup(b) {
          // '@cvforge/name' or a subpath ('@cvforge/cv-render/worker'), as the package exports it.
          b.onResolve({ filter: /^@cvforge\// }, async (args) => {
            const [name = '', ...subpath] = args.path.slice('@cvforge/'.length).split('/');
            const packageDir = path.join(packagesDir, name);
            const { exports } = JSON.parse(
              await fs.readFile(path.join(packageDir, 'package.json'), 'utf8'),
            ) as { exports: Record<string, string> };
            const target = exports[['.', ...subpath].join('/')];
            if (!target) return { errors: [{ text: `${args.path} is not exported` }] };
            return { path: path.join(packageDir, target) };
          });
        },
      },
    ],
    define: { 'process.env.CVFORGE_BUNDLED': '"1"' },
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  console.log('api built: dist/main.js, dist/parse-worker.js and dist/render-worker.js');
}

if (part !== 'snapshot') await buildBundle();
if (part !== 'bundle') {
  await createSnapshot(snapshotFile);
  console.log('api built: dist/pg-snapshot.tgz');
}
