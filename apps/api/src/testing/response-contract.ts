import fs from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';

/**
 * The response contract (docs/decisions/026-response-contract.md): every answer a test app gives is
 * checked against the OpenAPI document the same app publishes (apps/api/src/http/openapi.ts) — its
 * status must be documented for the operation, and a JSON body must validate against the schema
 * documented for that status. `buildTestApp` records every answer and checks them at teardown, so
 * the whole API suite is the test, and the document cannot drift from the code without a test file
 * failing.
 */

interface Answer {
  method: string;
  route: string;
  status: number;
  contentType: string;
  body: string | null;
}

interface DocumentedResponse {
  content?: Record<string, { schema?: object }>;
}

interface Operation {
  responses: Record<string, DocumentedResponse>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: object;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The formats the document uses (uuid, date-time, email, uri), checked as the contracts write them. */
const FORMATS = {
  uuid: UUID,
  'date-time': (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
  email: EMAIL,
  uri: (value: string) => URL.canParse(value),
};

/** Where a test mounts routes of its own (`TestAppOptions.routes`): not the API's answers. */
const TEST_ROUTES = '/api/__test/';

/** `/api/cvs/:id` as the document writes it: `/api/cvs/{id}`. */
const documentPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

/** Records every answer of `app` with a route; `check()` returns what the document does not allow. */
export function recordResponses(app: FastifyInstance) {
  const answers: Answer[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (route === undefined || route.startsWith(TEST_ROUTES)) return payload;
    answers.push({
      method: request.method.toLowerCase(),
      route: documentPath(route),
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      body: typeof payload === 'string' ? payload : null,
    });
    return payload;
  });

  return {
    answers,
    /** Every answer the document does not allow, one line each; answers of routes outside it are not judged. */
    check(): string[] {
      const document = app.swagger() as unknown as Document;
      const ajv = new Ajv({ strict: false, allErrors: false, formats: FORMATS });
      const validators = new Map<object, ValidateFunction>();
      const validate = (schema: object) => {
        let validator = validators.get(schema);
        if (!validator) {
          // The document's own components travel with each schema, for its `#/components` refs.
          validator = ajv.compile({ ...schema, components: document.components });
          validators.set(schema, validator);
        }
        return validator;
      };

      const problems: string[] = [];
      for (const answer of answers) {
        const operation = document.paths[answer.route]?.[answer.method];
        if (!operation) continue;
        if (process.env.RESPONSE_CONTRACT_LOG) {
          // What the suite covers, for the figures in docs/decisions (one line per answer).
          fs.appendFileSync(
            process.env.RESPONSE_CONTRACT_LOG,
            `${answer.method.toUpperCase()} ${answer.route} ${answer.status}\n`,
          );
        }
        const label = `${answer.method.toUpperCase()} ${answer.route} answered ${answer.status}`;
        const documented = operation.responses[String(answer.status)];
        if (!documented) {
          problems.push(`${label}, which the document does not list`);
          continue;
        }
        const schema = documented.content?.['application/json']?.schema;
        if (!schema || !answer.contentType.startsWith('application/json') || !answer.body) continue;
        const validator = validate(schema);
        if (!validator(JSON.parse(answer.body))) {
          problems.push(
            `${label}: ${ajv.errorsText(validator.errors)} in ${answer.body.slice(0, 300)}`,
          );
        }
      }
      return problems;
    },
  };
}
