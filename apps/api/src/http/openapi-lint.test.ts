/**
 * The API document tells the truth: Redocly's recommended rules find no error in it, every
 * operation is named and tagged by its feature, and what representative calls answer is
 * documented (apps/api/src/http/openapi.ts).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createTestUser } from '../testing/test-users';
import { OPERATIONS } from './openapi-operations';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MODULES_DIR = path.join(REPO_ROOT, 'apps/api/src/modules');
const REDOCLY = path.join(REPO_ROOT, 'node_modules/.bin/redocly');

/**
 * Warnings that stay: an operation taking no input has no 4xx to document (health, plans…), and
 * the project names no licence.
 */
const ACCEPTED_WARNINGS = new Set(['operation-4xx-response', 'info-license']);

interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

let app: TestApp;
let document: OpenApiDocument;
const operations = () =>
  Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as 'GET',
      route,
      operation,
    })),
  );

beforeAll(async () => {
  app = await buildTestApp();
  document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
});
afterAll(() => app.teardown());

describe('the OpenAPI document', () => {
  it('passes Redocly lint with the recommended rules, warnings only where accepted', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cvforge-openapi-'));
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(document));
    try {
      const { stdout } = await promisify(execFile)(
        REDOCLY,
        ['lint', file, '--extends', 'recommended', '--format', 'json'],
        {
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
      const { problems } = JSON.parse(stdout) as { problems: RedoclyProblem[] };
      const unexpected = problems
        .filter((problem) => problem.severity === 'error' || !ACCEPTED_WARNINGS.has(problem.ruleId))
        .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(unexpected).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('names each operation once and tags it with its feature (a module folder)', async () => {
    const features = new Set(await fs.readdir(MODULES_DIR));
    const unnamed = operations()
      .filter(({ method, route, operation }) => {
        const facts = OPERATIONS[`${method} ${route}`];
        const [tag, ...more] = operation.tags ?? [];
        return !facts || !tag || more.length > 0 || !features.has(tag);
      })
      .map(({ method, route }) => `${method} ${route}`);
    expect(unnamed).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents what representative calls answer, errors in the error envelope', async () => {
    const { authorization } = await createTestUser(app);
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const undocumented: string[] = [];
    const check = async (
      label: string,
      { method, route, operation }: ReturnType<typeof operations>[number],
      headers: Record<string, string>,
      payload?: string,
    ) => {
      const url = route.replace(/\{\w+\}/g, unknownId);
      const response = await app.inject({
        method,
        url,
        headers:
          payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      const status = String(response.statusCode);
      if (!(status in operation.responses)) {
        undocumented.push(`${label}: ${method} ${route} answered ${status}`);
      }
      if (response.statusCode >= 400 && response.statusCode !== 404) {
        // A 404 may be the route's own or an id the route does not know; both are envelopes.
        expect(errorEnvelopeSchema.safeParse(response.json()).success, `${method} ${url}`).toBe(
          true,
        );
      }
      return response.statusCode;
    };

    for (const entry of operations()) {
      const { method, route, operation } = entry;
      const bearerOnly =
        operation.security?.length &&
        operation.security.every((requirement) => 'bearerAuth' in requirement);
      // Without a body a call changes nothing: it is refused, or reads, or signs nobody out.
      const signedOut = await check('signed out', entry, {});
      if (bearerOnly) {
        // Validation runs before authentication: a malformed path parameter answers 400 first.
        expect([400, 401], `${method} ${route}`).toContain(signedOut);
      }
      const signedIn = { authorization };
      if (route.includes('{')) {
        if (method !== 'GET' && operation.requestBody) continue;
        await check('unknown id', entry, signedIn);
      }
      if (operation.requestBody && route !== '/api/payments/webhook') {
        expect(await check('malformed body', entry, signedIn, '["not an object"]')).toBe(400);
      }
    }
    expect(undocumented).toEqual([]);
  });
});
