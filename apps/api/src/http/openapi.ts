import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * @fastify/swagger-ui's static files (the UI, its logo), in its installed package: its code is
 * bundled into apps/api/dist/main.js (apps/api/scripts/build.ts), where it cannot find them
 * beside itself.
 */
const SWAGGER_UI_STATIC = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
  'static',
);

/** The OpenAPI document is generated from the contracts schemas the routes declare. */
export async function registerOpenApi(app: FastifyInstance, apiPrefix: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'cvforge API',
        description: 'Upload, build, tailor, render and analyse CVs.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${apiPrefix}/docs`,
    baseDir: SWAGGER_UI_STATIC,
    logo: {
      type: 'image/svg+xml',
      content: await fs.readFile(path.join(SWAGGER_UI_STATIC, 'logo.svg')),
    },
    staticCSP: true,
    // swagger-ui sets style attributes as it runs, which style hashes cannot allow (and beside
    // a hash 'unsafe-inline' is ignored): the web app's style rule instead (security.ts).
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}
