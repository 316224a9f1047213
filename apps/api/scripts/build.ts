/**
 * Production build of the API: one ESM bundle (workspace packages inlined, npm packages
 * external), the CV parser's worker, and a migrated PGlite snapshot for a fast first start.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createSnapshot } from '../src/platform/db/snapshot';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(apiDir, 'dist');

await fs.rm(distDir, { recursive: true, force: true });
await build({
  // The parser's worker thread is its own file, loaded by URL beside main.js
  // (modules/cvs/parse-cv-pdf.ts).
  entryPoints: {
    main: path.join(apiDir, 'src/main.ts'),
    'parse-worker': path.join(apiDir, '../../packages/cv-parser/src/parse-worker.ts'),
  },
  outdir: distDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // Workspace packages are TypeScript sources: inline them.
  plugins: [
    {
      name: 'inline-workspace-packages',
      setup(b) {
        b.onResolve({ filter: /^@cvforge\// }, (args) => ({
          path: path.resolve(
            apiDir,
            '../../packages',
            args.path.slice('@cvforge/'.length),
            'src/index.ts',
          ),
        }));
      },
    },
  ],
  define: { 'process.env.CVFORGE_BUNDLED': '"1"' },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
await createSnapshot(path.join(distDir, 'pg-snapshot.tgz'));
console.log('api built: dist/main.js, dist/parse-worker.js and dist/pg-snapshot.tgz');
