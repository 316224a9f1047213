/**
 * Owner scoping, walked from the app's own OpenAPI document: every operation that takes an id
 * is called by another signed-in user with the owner's real ids (built through the public API)
 * and answers 404 with the error envelope — never 403, which signs the web app out
 * (docs/product.md §P8) — and changes nothing. The owner's same call then succeeds, so each 404
 * is about the owner and not a dead id. A route added later is walked without anyone listing
 * it; one taking an id this file cannot supply fails the walk, naming the id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATS_ANALYTICS_MESSAGES, generatedImprovementsResponseSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { apiClient, createManualCv, editContent, setUserPlan } from '../testing/cv-content';
import { uploadCv, waitForCvStatus } from '../testing/cv-uploads';
import { generationBody, waitForGeneration } from '../testing/generation';
import { waitForNotification } from '../testing/insight';
import { registerTestUser } from '../testing/register-test-user';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Parameter {
  name: string;
  in: string;
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
}

/** The owner's ids, one per kind of thing a route can take. */
interface OwnedIds {
  cv: string;
  tailoredCv: string;
  version: string;
  notification: string;
  improvement: string;
}

/**
 * The owner's id each id-taking parameter stands for, by path and name. Path, query and top-level
 * body fields named `id` or `…_id`/`…Id` all count.
 */
function ownedIdFor(path: string, name: string, ids: OwnedIds): string | undefined {
  if (name === 'versionId') return ids.version;
  if (path.startsWith('/api/notifications/') && name === 'id') return ids.notification;
  if (path === '/api/cv/{id}/download-cover-letter') return ids.tailoredCv;
  if (name === 'cv_id' || name === 'selected_cv_id') return ids.cv;
  const cvRoute = /^\/api\/(cv|ats-analytics|analytics)\//.test(path);
  if (cvRoute && (name === 'id' || name === 'cvId')) return ids.cv;
  return undefined;
}

/** Ids that name no user's data: the same for everyone, or a secret only its holder knows. */
const NOT_OWNED = new Set([
  'GET /api/templates/{id} id', // the shared template catalogue
  'GET /api/subscription/upgrade-preview/{planId} planId', // the shared plans
  'POST /api/subscription/upgrade new_plan_id',
  'PUT /api/cv/{id}/template template_id',
  'POST /api/cv/generate-from-job template_id',
  'POST /api/generate template_id',
  'POST /api/cv/brief-overview template_id',
  'POST /api/generate/brief-overview-cv template_id',
  'POST /api/cv/optimize template_id',
  // The checkout page's session id is itself the credential (no bearer token on that route).
  'GET /api/payments/checkout-status session_id',
]);

const ID_NAME = /^(id|.+_id|.+Id)$/;
const ID_LIST_NAME = /^(ids|.+_ids|.+Ids)$/;

/**
 * Ids below a body's top level, which the walk above does not place. The CV's own content (its
 * sections' and entries' ids) and a generation's chosen sections (ids within the CV named by
 * `selected_cv_id`, which is walked) name nothing of anyone else; the apply call's list of
 * improvement ids is not named as ids, and the test after the walk checks it. A route that takes
 * a nested id of another kind fails until it is walked too.
 */
const NESTED_IDS_COVERED = [/^(content|content_json)\./, /^cv_sections\[\]\.id$/];

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

/** Every property path of a schema below its top level, with `[]` for an array's items. */
function nestedFields(schema: JsonSchema | undefined, path = '', depth = 0): string[] {
  if (!schema || depth > 12) return [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
      const at = path ? `${path}.${name}` : name;
      return [...(depth > 0 ? [at] : []), ...nestedFields(child, at, depth + 1)];
    }),
    ...nestedFields(schema.items, `${path}[]`, depth + 1),
    ...alternatives.flatMap((alternative) => nestedFields(alternative, path, depth)),
  ];
}
/** Path parameters that are not ids at all. */
const NOT_IDS = new Set(['usageType', 'provider']);

interface IdOperation {
  method: Method;
  path: string;
  /** The parameters and body fields that take an id. */
  idNames: string[];
  queryIds: string[];
}

function idOperations(document: OpenApiDocument): IdOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const bodyFields = Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      );
      const owned = (name: string) =>
        !NOT_IDS.has(name) && !NOT_OWNED.has(`${method.toUpperCase()} ${path} ${name}`);
      const parameters = operation.parameters ?? [];
      const queryIds = parameters
        .filter((parameter) => parameter.in === 'query' && ID_NAME.test(parameter.name))
        .map((parameter) => parameter.name)
        .filter(owned);
      const idNames = [
        ...parameters.filter((parameter) => parameter.in === 'path').map(({ name }) => name),
        ...queryIds,
        ...bodyFields.filter((field) => ID_NAME.test(field)),
      ].filter(owned);
      return idNames.length
        ? [{ method: method.toUpperCase() as Method, path, idNames, queryIds }]
        : [];
    }),
  );
}

const SUGGESTIONS = [
  { type: 'skill', title: 'Add Go', description: '', priority: 'high', content: ['Go'] },
];

/** A valid body for each id-taking operation that needs one, so validation lets the call reach the owner check. */
function bodyFor(operation: IdOperation, ids: OwnedIds, content: object): object | undefined {
  const bodies: Record<string, object> = {
    'POST /api/cv/{id}/preview-pages': { content },
    'PUT /api/cv/{id}/update': { content },
    'PUT /api/cv/{cvId}/content': { content_json: content },
    'PUT /api/cv/{id}/template': { template_id: 'modern' },
    'POST /api/analytics/analyze/{id}': { job_title: 'Backend Engineer' },
    'POST /api/cv/{id}/generate': { suggestions: SUGGESTIONS },
    'PUT /api/cv/{cvId}/applied': { applied_improvements: [ids.improvement] },
    'POST /api/cv/generate-from-job': generationBody({ selected_cv_id: ids.cv }),
    'POST /api/generate': generationBody({ selected_cv_id: ids.cv }),
    'POST /api/cv/optimize': { cv_id: ids.cv, level: 5 },
  };
  return bodies[`${operation.method} ${operation.path}`];
}

describe('owner scoping over every id-taking operation of the OpenAPI document', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  let ids: OwnedIds;
  let content: object;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerTestUser(app);
    // Premium: the walk's generations, edits and paid template stay within the month's limits.
    await setUserPlan(app, owner.user.id, 'premium');
    const call = apiClient(app, owner.authorization);
    const ok = async (response: Awaited<ReturnType<typeof call>>) => {
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<{ data: Record<string, unknown> }>().data;
    };

    const cv = (await ok(await uploadCv(app, owner.authorization))).id as string;
    expect((await waitForCvStatus(app, owner.authorization, cv, 60_000)).status).toBe('processed');
    content = (await ok(await call({ method: 'GET', url: `/cv/${cv}/edit` }))) as object;
    await ok(await call({ method: 'PUT', url: `/cv/${cv}/update`, payload: { content } }));
    const [version] = (await ok(await call({ method: 'GET', url: `/cv/${cv}/versions` })))
      .versions as { id: string }[];

    await ok(await call({ method: 'POST', url: `/ats-analytics/analyze/${cv}` }));
    const notification = await waitForNotification(app, owner.authorization, {
      cvId: cv,
      title: ATS_ANALYTICS_MESSAGES.ready.title,
    });
    await ok(await call({ method: 'POST', url: `/analytics/analyze/${cv}`, payload: {} }));
    await waitForNotification(app, owner.authorization, { cvId: cv, title: 'Analytics Ready' });

    await ok(
      await call({
        method: 'POST',
        url: `/cv/${cv}/generate`,
        payload: { suggestions: SUGGESTIONS },
      }),
    );
    const [improvement] = generatedImprovementsResponseSchema.parse(
      (await call({ method: 'GET', url: `/cv/${cv}/generated` })).json(),
    ).data.generated_improvements;

    const tailored = await ok(
      await call({
        method: 'POST',
        url: '/cv/generate-from-job',
        payload: generationBody({ selected_cv_id: cv, include_cover_letter: true }),
      }),
    );
    const tailoredCv = tailored.cv_id as string;
    expect((await waitForGeneration(app, owner.authorization, tailoredCv)).status).toBe(
      'processed',
    );
    ids = {
      cv,
      tailoredCv,
      version: version!.id,
      notification: notification.id,
      improvement: improvement!.id,
    };
  }, 120_000);
  afterAll(() => app.teardown());

  it("answers another user 404 on each, changes nothing, and answers the owner's same call", async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const operations = idOperations(document);
    const unknown = operations.flatMap((operation) =>
      operation.idNames
        .filter((name) => !ownedIdFor(operation.path, name, ids))
        .map((name) => `${operation.method} ${operation.path}: ${name}`),
    );
    expect(unknown, 'id-taking operations this walk has no owned id for').toEqual([]);

    const requestOf = (operation: IdOperation, authorization: string) => {
      const url = operation.path.replace(
        /\{(\w+)\}/g,
        (_, name: string) => ownedIdFor(operation.path, name, ids) ?? name,
      );
      const query = operation.queryIds.map(
        (name) => `${name}=${ownedIdFor(operation.path, name, ids)}`,
      );
      const body = bodyFor(operation, ids, content);
      return app.inject({
        method: operation.method,
        url: query.length ? `${url}?${query.join('&')}` : url,
        headers: { authorization },
        ...(body ? { payload: body } : {}),
      });
    };
    const ownerView = async () => {
      const call = apiClient(app, owner.authorization);
      const read = async (url: string) => (await call({ method: 'GET', url })).json();
      return {
        cv: await read(`/cv/${ids.cv}`),
        edit: await read(`/cv/${ids.cv}/edit`),
        tailored: await read(`/cv/${ids.tailoredCv}/edit`),
        versions: await read(`/cv/${ids.cv}/versions`),
        improvements: await read(`/cv/${ids.cv}/generated`),
        notifications: await read('/notifications?limit=100'),
        list: await read('/cv/list'),
      };
    };

    const intruder = await registerTestUser(app);
    await setUserPlan(app, intruder.user.id, 'premium');
    const before = await ownerView();
    const answers: string[] = [];
    for (const operation of operations) {
      const response = await requestOf(operation, intruder.authorization);
      answers.push(`${operation.method} ${operation.path} ${response.statusCode}`);
      if (response.statusCode === 404) {
        expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    }
    expect(answers).toEqual(
      operations.map((operation) => `${operation.method} ${operation.path} 404`),
    );
    expect(await ownerView()).toEqual(before);

    // Regenerating improvements replaces the id the apply call takes, and the others need the CV.
    const last = ['POST /api/cv/{id}/generate', 'DELETE /api/cv/{id}'];
    const rank = (operation: IdOperation) => last.indexOf(`${operation.method} ${operation.path}`);
    const ownerOrder = [...operations].sort((a, b) => rank(a) - rank(b));
    const ownerAnswers: string[] = [];
    for (const operation of ownerOrder) {
      const { statusCode } = await requestOf(operation, owner.authorization);
      ownerAnswers.push(
        `${operation.method} ${operation.path} ${statusCode < 300 ? 'ok' : statusCode}`,
      );
    }
    expect(ownerAnswers).toEqual(
      ownerOrder.map(({ method, path }) =>
        // The walk's set-default made it the default CV, which cannot be deleted (§C7).
        method === 'DELETE' ? `${method} ${path} 409` : `${method} ${path} ok`,
      ),
    );
    expect(operations.length).toBeGreaterThan(30);
  }, 120_000);

  it('knows every id a body holds below its top level', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const uncovered = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const schema = operation.requestBody?.content?.['application/json']?.schema as JsonSchema;
        const named = (field: string) => field.split('.').at(-1)?.replace('[]', '') ?? '';
        const topLists = Object.keys(schema?.properties ?? {}).filter((name) =>
          ID_LIST_NAME.test(name),
        );
        return [...nestedFields(schema), ...topLists]
          .filter((field) => ID_NAME.test(named(field)) || ID_LIST_NAME.test(named(field)))
          .filter((field) => !NESTED_IDS_COVERED.some((covered) => covered.test(field)))
          .map((field) => `${method.toUpperCase()} ${path}: ${field}`);
      }),
    );
    expect(uncovered, 'ids inside request bodies that no owner-scoping test covers').toEqual([]);
  });

  it("refuses the owner's version and improvement ids on the other user's own CV", async () => {
    const intruder = await registerTestUser(app);
    await setUserPlan(app, intruder.user.id, 'premium');
    const call = apiClient(app, intruder.authorization);
    const own = await createManualCv(call);
    const before = await editContent(call, own);

    const restore = await call({
      method: 'POST',
      url: `/cv/${own}/versions/${ids.version}/restore`,
    });
    expect(restore.statusCode).toBe(404);
    await call({
      method: 'POST',
      url: `/cv/${own}/generate`,
      payload: { suggestions: SUGGESTIONS },
    });
    // The walk regenerated the owner's improvements: read a live id.
    const [ownerImprovement] = generatedImprovementsResponseSchema.parse(
      (
        await apiClient(app, owner.authorization)({ method: 'GET', url: `/cv/${ids.cv}/generated` })
      ).json(),
    ).data.generated_improvements;
    const apply = await call({
      method: 'PUT',
      url: `/cv/${own}/applied`,
      payload: { applied_improvements: [ownerImprovement!.id] },
    });
    expect(apply.statusCode).toBe(400);
    expect(await editContent(call, own)).toEqual(before);
  });
});
