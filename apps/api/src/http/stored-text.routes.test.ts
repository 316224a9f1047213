/**
 * Hostile text through every door (docs/decisions/010-stored-text.md): for every operation in the
 * OpenAPI document that takes a JSON body, valid bodies with NUL, lone surrogates, C1 controls,
 * RTL overrides, non-characters, combining marks and emoji in every string. Never a 5xx, and
 * whatever was stored reads back as the cleaned text. Runs on PGlite and PostgreSQL.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanStoredText, VERBATIM_FIELDS } from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { insertCv } from '../testing/insight';
import { createTestUser } from '../testing/test-users';
import { manualForm } from '../testing/cv-content';
import { registerTestUser } from '../testing/register-test-user';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}
interface Operation {
  method: string;
  path: string;
  schema: JsonSchema;
}

const SPECIALS = [
  '\u0000', // NUL: PostgreSQL refuses it in text and jsonb
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\u0085', // C1 control (NEL)
  '\u001b', // ESC
  '\r',
  '\u202e', // right-to-left override
  '\ufffe', // non-character
  '\u{10ffff}', // non-character, astral
  'e\u0301', // decomposed é (NFC composes it)
  '😀',
  'עברית',
];
const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...SPECIALS),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  minLength: 1,
  maxLength: 6,
});

/** The JSON-body operations of the app's own OpenAPI document. */
function bodyOperations(document: {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      return schema ? [{ method: method.toUpperCase(), path, schema }] : [];
    }),
  );
}

const isType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

const VALID_FORMATS: Record<string, string> = {
  email: 'someone@example.test',
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  uri: 'https://example.test/page',
  url: 'https://example.test/page',
};

/**
 * A body that satisfies the schema, with hostile text in every free string (one without a format,
 * pattern or fixed set of values). Each hostile string sits between two markers so the database
 * walk below can find what became of it.
 */
function bodyFor(schema: JsonSchema, hostile: () => string, ids: Ids): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const usable = options.filter((option) => !isType(option, 'null'));
    const objectOption = usable.find((option) => isType(option, 'object') || option.properties);
    return bodyFor(objectOption ?? usable[0] ?? {}, hostile, ids);
  }
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((part) => bodyFor(part, hostile, ids)));
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (isType(schema, 'object') || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([key, child]) => [
      key,
      ids.plainVerbatim && VERBATIM_FIELDS.has(key)
        ? plainValue(key)
        : bodyFor(child, hostile, ids),
    ]);
    if (!schema.properties && schema.additionalProperties !== false) {
      const child =
        typeof schema.additionalProperties === 'object'
          ? schema.additionalProperties
          : { type: 'string' };
      entries.push(['note', bodyFor(child, hostile, ids)]);
    }
    return Object.fromEntries(entries);
  }
  if (isType(schema, 'array')) {
    const item = schema.items ?? { type: 'string' };
    return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
      bodyFor(item, hostile, ids),
    );
  }
  if (isType(schema, 'integer') || isType(schema, 'number'))
    return schema.minimum ?? Math.min(1, schema.maximum ?? 1);
  if (isType(schema, 'boolean')) return true;
  if (schema.format === 'uuid') return ids.cvId;
  if (schema.format && VALID_FORMATS[schema.format]) return VALID_FORMATS[schema.format];
  if (schema.pattern) return 'x';
  const text = hostile();
  const max = schema.maxLength ?? Infinity;
  return text.length <= max ? text : 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

interface Ids {
  cvId: string;
  /** Give e-mail, password and token fields valid plain values, to reach the rest of the body. */
  plainVerbatim: boolean;
}

const plainValue = (key: string) =>
  key === 'email' ? `plain-${crypto.randomUUID()}@example.test` : 'correct horse battery staple';

/** Known-good bodies for operations whose schema is too loose to build a meaningful one from. */
const CV_CONTENT = normaliseCvContent(manualForm());
const EXAMPLES: Record<string, object> = {
  'POST /api/cv/manual': { content: manualForm() },
  'PUT /api/cv/{id}/update': { content: CV_CONTENT },
  'PUT /api/cv/{cvId}/content': { content_json: CV_CONTENT },
};

/** The example with hostile text added to every string but e-mail addresses. */
function withHostileText(value: unknown, hostile: () => string, key = ''): unknown {
  if (typeof value === 'string') return key === 'email' ? value : `${value} ${hostile()}`;
  if (Array.isArray(value)) return value.map((item) => withHostileText(item, hostile, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withHostileText(item, hostile, name)]),
    );
  }
  return value;
}

// Long enough for any minimum length of a free text (a pasted job description needs 50).
const FILLER = ' Built and ran distributed systems for payments, search and analytics teams.';

let counter = 0;
const sent = new Map<string, string>();
/** Wraps a hostile string in a unique marker pair and remembers it. */
function marked(hostile: string): string {
  const key = `${++counter}`;
  sent.set(key, hostile);
  return `Q${key}q ${hostile} Z${key}z${FILLER}`;
}

/** Every string stored in any table of the app, read back through JSON. */
async function storedStrings(app: TestApp): Promise<string[]> {
  // Both drivers (PGlite and node-postgres) answer execute() with { rows }.
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await app.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const tables = await query<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const { table_name } of tables) {
    const rows = await query<{ row: unknown }>(
      sql`SELECT row_to_json(t) AS row FROM ${sql.identifier(table_name)} t`,
    );
    for (const { row } of rows) walk(typeof row === 'string' ? JSON.parse(row) : row);
  }
  return strings;
}

const MARKED = /Q(\d+)q ([\s\S]*?) Z\1z/g;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('hostile text in request bodies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.teardown());

  it('never answers 5xx on any JSON-body operation of the OpenAPI document, and stores only cleaned text', async () => {
    const operations = bodyOperations(app.swagger() as never);
    expect(operations.length).toBeGreaterThan(15);
    const statuses: Record<string, Set<number>> = {};
    for (const operation of operations) {
      const { user, authorization } = await createTestUser(app, { first_name: 'Walker' });
      const cv = await insertCv(app, user.id, {
        status: 'processed',
        content: manualForm() as never,
      });
      const url = operation.path
        .replace(/\{(id|cvId|cv_id|reportId)\}/g, cv.id)
        .replace(/\{[^}]+\}/g, 'x');
      await fc.assert(
        fc.asyncProperty(fc.infiniteStream(hostileText), fc.boolean(), async (stream, plain) => {
          const hostile = () => marked(stream.next().value);
          const example = EXAMPLES[`${operation.method} ${operation.path}`];
          const body = example
            ? withHostileText(example, hostile)
            : bodyFor(operation.schema, hostile, { cvId: cv.id, plainVerbatim: plain });
          const res = await app.inject({
            method: operation.method as 'POST',
            url,
            headers: { authorization },
            payload: body as object,
          });
          (statuses[`${operation.method} ${operation.path}`] ??= new Set()).add(res.statusCode);
          expect(res.statusCode, `${operation.method} ${url}: ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 6 },
      );
    }
    if (process.env.CVFORGE_PRINT_ROUTE_WALK) {
      for (const [route, codes] of Object.entries(statuses))
        console.log(route, [...codes].join(','));
    }
    let found = 0;
    for (const text of await storedStrings(app)) {
      for (const [, key, stored] of text.matchAll(MARKED)) {
        found++;
        const expected = cleanStoredText(sent.get(key ?? '') ?? '');
        expect(squash(stored ?? '')).toBe(squash(expected));
      }
    }
    // The walk reached the database: hostile text was stored (cleaned) by many operations.
    expect(found).toBeGreaterThan(50);
  }, 300_000);

  it('cleans the strings of the routes that answered 500 before, and keeps what the person wrote', async () => {
    const { authorization } = await registerTestUser(app);
    const call = (method: 'PATCH' | 'POST' | 'PUT', url: string, payload: object) =>
      app.inject({ method, url: `/api${url}`, headers: { authorization }, payload });

    const profile = await call('PATCH', '/users/me', { first_name: 'D\u0000a\ud800n\u0085' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user.first_name).toBe('Da\ufffdn');

    const manual = await call('POST', '/cv/manual', {
      content: manualForm({ professional_summary: 'Ten\u0000 years\udc00 of Cafe\u0301' }),
    });
    expect(manual.statusCode).toBe(200);
    const cvId = manual.json<{ data: { cv_id: string } }>().data.cv_id;
    const edit = await app.inject({
      method: 'GET',
      url: `/api/cv/${cvId}/edit`,
      headers: { authorization },
    });
    expect(JSON.stringify(edit.json().data)).toContain('Ten years\ufffd of Café');

    const update = await call('PUT', `/cv/${cvId}/update`, {
      content: { ...edit.json().data, personal_info: { name: 'Jo\u0000 \u202eDoe' } },
    });
    expect(update.statusCode).toBe(200);
    const analysis = await call('POST', `/analytics/analyze/${cvId}`, {
      job_title: 'Data\u0000 engineer',
      company_name: 'Acme\ud83d',
      job_description: `We need a data engineer\u0000 ${FILLER}`,
    });
    expect(analysis.statusCode).toBeLessThan(300);
  });

  it('cleans query strings too: a string query parameter with NUL or a lone surrogate is never a 5xx', async () => {
    const { authorization } = await createTestUser(app);
    const document = app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const queries = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({
            method: method.toUpperCase() as 'GET',
            path,
            name: parameter.name,
          })),
      ),
    );
    expect(queries.length).toBeGreaterThan(5);
    const answers: string[] = [];
    for (const { method, path, name } of queries) {
      for (const value of ['%00abc', '%ED%A0%80abc']) {
        const url = `${path.replace(/\{\w+\}/g, crypto.randomUUID())}?${name}=${value}`;
        const response = await app.inject({ method, url, headers: { authorization } });
        answers.push(`${method} ${url} ${response.statusCode}`);
      }
    }
    expect(answers.filter((answer) => / 5\d\d$/.test(answer))).toEqual([]);
    const status = await app.inject({ url: '/api/payments/checkout-status?session_id=%00abc' });
    expect(status.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses an e-mail, password or token holding a character we do not store, naming the field', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/internal/register',
      payload: {
        email: `a\u0000${crypto.randomUUID()}@example.test`,
        password: 'correct horse battery',
        first_name: 'A',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'email contains characters that are not allowed',
    });

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/internal/login',
      payload: { email: 'someone@example.test', password: 'pass\ud800word' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().detail.issues[0]).toMatchObject({ path: '/password', in: 'body' });

    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: 'abc\u0000def' },
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().message).toBe('refresh_token contains characters that are not allowed');
  });
});
