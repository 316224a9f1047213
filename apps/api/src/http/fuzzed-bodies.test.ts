/**
 * Fuzzed JSON bodies on every operation of the OpenAPI document that takes one, generated from
 * the route's own zod contract: valid bodies, and near-valid ones (one field of the wrong type, a
 * required field missing, extra and prototype-polluting keys, huge strings, odd Unicode, a body
 * that is not an object). The contract judges each body as the server will (after the stored-text
 * cleaning): one it refuses must get 400 with the error envelope; any other must not get a 5xx.
 * No answer carries a stack trace or an internal message.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cleanStoredValue, findUnstorableVerbatimField } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { manualForm } from '../testing/cv-content';
import { insertCv } from '../testing/insight';
import { createTestUser } from '../testing/test-users';
import { INTERNALS, ODD_TEXT, zodArbitrary } from '../testing/zod-arbitrary';

const RUNS_PER_OPERATION = 60;
const BODY_LIMIT_BYTES = 1_048_576;

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
        requestBody?: { content?: Record<string, unknown> };
      }
    >
  >;
}

type Json = unknown;
type Path = (string | number)[];

/** Every place in a JSON value a mutation can hit, the root first. */
function pathsOf(value: Json, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  return [
    path,
    ...Object.entries(value).flatMap(([key, child]) =>
      pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

function replaceAt(value: Json, path: Path, replace: (old: Json) => Json | undefined): Json {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    Json
  >;
  const next = replaceAt(copy[head], rest, replace);
  if (next === undefined && !Array.isArray(copy)) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** A value of another JSON type than `old`. */
function wrongType(old: Json): Json {
  if (typeof old === 'string') return 12345;
  if (typeof old === 'number') return String(old);
  if (typeof old === 'boolean') return 'true';
  if (Array.isArray(old)) return { 0: old[0] ?? 'x' };
  if (old && typeof old === 'object') return [old];
  return { value: old };
}

const HUGE = [10_000, 300_000, BODY_LIMIT_BYTES + 1];
const NOT_OBJECTS: Json[] = [[], 'text', 42, null, true];

/** How a valid body is bent; `raw` kinds are sent as JSON text the parser must refuse. */
const mutationArbitrary = fc.record({
  kind: fc.constantFrom('wrong-type', 'missing', 'extra-keys', 'proto', 'huge', 'odd', 'whole'),
  pick: fc.nat(),
  size: fc.constantFrom(...HUGE),
  odd: fc.array(fc.constantFrom(...ODD_TEXT), { minLength: 1, maxLength: 8 }),
});
type Mutation = typeof mutationArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The JSON text to send: a body bent by the mutation. */
function mutate(body: Json, mutation: Mutation): string {
  const paths = pathsOf(body);
  const pick = <T>(items: T[]) => items[mutation.pick % items.length]!;
  const leaves = paths.filter((path) => typeof getAt(body, path) === 'string');
  switch (mutation.kind) {
    case 'wrong-type':
      return JSON.stringify(replaceAt(body, pick(paths.slice(1).concat([[]])), wrongType));
    case 'missing': {
      const keyed = paths.filter((path) => typeof path.at(-1) === 'string');
      return JSON.stringify(keyed.length ? replaceAt(body, pick(keyed), () => undefined) : {});
    }
    case 'extra-keys':
      return JSON.stringify(
        replaceAt(body, [], (root) => ({ ...(root as object), extra_field: { note: 'x' } })),
      );
    case 'proto': {
      const rest =
        body && typeof body === 'object' && !Array.isArray(body) ? JSON.stringify(body) : '{}';
      return `{"__proto__":{"polluted":true}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`;
    }
    case 'huge':
      return JSON.stringify(
        replaceAt(body, leaves.length ? pick(leaves) : ['huge'], () => 'A'.repeat(mutation.size)),
      );
    case 'odd':
      return JSON.stringify(
        replaceAt(body, leaves.length ? pick(leaves) : ['odd'], () => mutation.odd.join('')),
      );
    default:
      return JSON.stringify(pick(NOT_OBJECTS));
  }
}

function getAt(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json>)?.[key], value);
}

describe('fuzzed JSON bodies from the contracts', () => {
  let app: TestApp;
  const schemas = new Map<string, z.ZodType>();
  beforeAll(async () => {
    app = await buildTestApp({
      env: { BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES) },
      routes: (instance) =>
        instance.addHook('onRequest', async (request) => {
          const body = request.routeOptions.schema?.body;
          if (body) schemas.set(`${request.method} ${request.routeOptions.url}`, body as z.ZodType);
        }),
    });
  });
  afterAll(() => app.teardown());

  it('never a 5xx or an internal message; a body the contract refuses gets 400 with the envelope', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody?.content?.['application/json'])
        .map(([method, operation]) => ({
          method: method.toUpperCase() as 'POST',
          path,
          operation,
        })),
    );
    expect(operations.length).toBeGreaterThan(25);
    const counts = { requests: 0, refused: 0, accepted: 0 };
    const started = Date.now();

    for (const { method, path, operation } of operations) {
      const { user, authorization } = await createTestUser(app);
      const cv = await insertCv(app, user.id, { status: 'processed', content: manualForm() });
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const parameter = operation.parameters?.find((candidate) => candidate.name === name);
        return parameter?.schema?.enum?.[0] ?? cv.id;
      });
      const send = (payload: string) =>
        app.inject({
          method,
          url,
          headers: { authorization, 'content-type': 'application/json' },
          payload,
        });
      await send('{}');
      const schema = schemas.get(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      expect(schema, `${method} ${path}: no zod body schema seen`).toBeDefined();
      const valid = zodArbitrary(schema, {
        ids: [cv.id, user.id],
        urls: ['http://127.0.0.1/job', 'https://localhost/job', 'ftp://example.test/job'],
      });

      await fc.assert(
        fc.asyncProperty(valid, fc.option(mutationArbitrary, { freq: 2 }), async (body, how) => {
          const payload = how ? mutate(body ?? {}, how) : JSON.stringify(body ?? {});
          const sent: Json = JSON.parse(payload);
          const refused =
            how?.kind === 'proto' ||
            Boolean(findUnstorableVerbatimField(sent)) ||
            !(await schema!.safeParseAsync(cleanStoredValue(sent))).success;
          const response = await send(payload);
          counts.requests++;
          const where = `${method} ${url} ${payload.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          expect(response.body, where).not.toMatch(INTERNALS);
          if (Buffer.byteLength(payload) > BODY_LIMIT_BYTES) {
            counts.refused++;
            expect(response.statusCode, where).toBe(413);
            expect(response.json(), where).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
          } else if (refused) {
            counts.refused++;
            expect(response.statusCode, where).toBe(400);
            expect(response.json(), where).toMatchObject({
              success: false,
              code: 'VALIDATION_ERROR',
              message: expect.any(String),
            });
          } else {
            counts.accepted++;
            if (response.statusCode >= 400) {
              expect(response.json(), where).toMatchObject({
                success: false,
                code: expect.any(String),
              });
            }
          }
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    console.log(
      `${operations.length} operations, ${counts.requests} requests (${counts.accepted} valid by the contract, ${counts.refused} not) in ${Date.now() - started} ms`,
    );
    // The valid half reaches the handlers: most of what was generated fits the contract.
    expect(counts.accepted).toBeGreaterThan(counts.requests / 4);
  }, 240_000);
});
