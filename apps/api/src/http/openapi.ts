import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@cvforge/contracts';
import { OPERATIONS } from './openapi-operations';

type Schema = Record<string, unknown>;
type SecurityRequirement = Record<string, string[]>;
interface Operation {
  operationId?: string;
  security?: SecurityRequirement[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, Schema> };
  [key: string]: unknown;
}

/** Every scheme a route may name; the document keeps those its operations use. */
const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from sign-in or refresh.',
  },
  outboxToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'OUTBOX_TOKEN (a request from this machine needs none).',
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "Stripe's signature of the event body.",
  },
} as const;
type SchemeName = keyof typeof SECURITY_SCHEMES;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid (VALIDATION_ERROR lists the issues)',
  401: 'Authentication required or refused',
  402: 'LIMIT_EXCEEDED: the plan does not allow this (the detail names the limit)',
  403: 'Forbidden',
  404: 'Not found (or not yours)',
  409: 'Conflicts with the current state',
  413: 'The request body is too large',
  415: 'This Content-Type is not supported here',
  422: 'The request is well formed but cannot be carried out (the detail says why)',
  429: 'Too many attempts; retry after the Retry-After header',
  500: 'Unexpected error; the detail names the request id',
  503: 'The database is briefly unavailable; retry after the Retry-After header (docs/decisions/020-database-outage.md)',
};

const errorResponse = (status: number) => ({
  description: ERROR_DESCRIPTIONS[status] ?? 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

const REDIRECT_RESPONSE = {
  description: 'Redirect: the Location header says where',
  headers: { Location: { schema: { type: 'string' } } },
};

/** The error statuses an operation can answer, from what it takes and how it is guarded. */
function errorStatuses(path: string, operation: Operation, rateLimited: boolean, extra: number[]) {
  const statuses = new Set(extra);
  if (operation.parameters?.length || operation.requestBody) statuses.add(400);
  if (operation.requestBody) [413, 415].forEach((status) => statuses.add(status));
  if (operation.security?.some((requirement) => 'bearerAuth' in requirement)) statuses.add(401);
  if (path.includes('{')) statuses.add(404);
  if (rateLimited) statuses.add(429);
  statuses.add(500);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Schemas as OpenAPI 3.0 reads them, where zod's JSON Schema says otherwise: a nullable `enum`
 * lists null among its values; `nullable` beside no `type` (zod's nullable unions) is ignored, so
 * each typed branch of the union takes it instead (with no branches, any value, it goes); a record
 * keyed by an enum lists its keys as `required` with no `properties`, so each key gets the
 * record's value schema.
 */
function openApi30Schemas(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(openApi30Schemas);
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  // OpenAPI 3.0.3: `nullable` does not widen an `enum`; null must be one of its values.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  if (schema.nullable === true && schema.type === undefined) {
    const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    for (const branch of branches ?? []) {
      if (branch.type !== undefined) branch.nullable = true;
    }
    delete schema.nullable;
  }
  const values = schema.additionalProperties;
  if (Array.isArray(schema.required) && !schema.properties && typeof values === 'object') {
    schema.properties = Object.fromEntries(schema.required.map((key: string) => [key, values]));
  }
  Object.values(schema).forEach(openApi30Schemas);
}

/** Operation ids, security and error answers (apps/api/src/http/openapi-operations.ts). */
function completeDocument(document: Document): Document {
  const usedSchemes = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const facts = OPERATIONS[`${method.toUpperCase()} ${path}`];
      if (facts) operation.operationId = facts.operationId;
      operation.security = facts?.security ?? operation.security ?? [];
      operation.security.forEach((requirement) =>
        Object.keys(requirement).forEach((name) => usedSchemes.add(name)),
      );
      const responses = (operation.responses ??= {});
      if (facts?.redirects) responses['302'] ??= REDIRECT_RESPONSE;
      for (const status of errorStatuses(
        path,
        operation,
        facts?.rateLimited ?? false,
        facts?.errors ?? [],
      )) {
        responses[status] ??= errorResponse(status);
      }
    }
  }
  openApi30Schemas(document.paths);
  const errorEnvelope = z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' });
  delete errorEnvelope.$schema;
  return {
    ...document,
    servers: [{ url: '/' }],
    components: {
      ...document.components,
      securitySchemes: Object.fromEntries(
        [...usedSchemes].sort().map((name) => [name, SECURITY_SCHEMES[name as SchemeName]]),
      ),
      schemas: { ...document.components?.schemas, ErrorEnvelope: errorEnvelope as Schema },
    },
  };
}

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
      // @fastify/swagger reads the schemes as it builds each operation; completeDocument keeps
      // those in use.
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    // Only an OpenAPI (not Swagger 2) document is built here.
    transformObject: (object) =>
      completeDocument((object as { openapiObject: Document }).openapiObject),
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
