import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { recordResponses } from './response-contract';

/** A small app whose document says one thing and whose handlers may do another. */
async function appWithDocument() {
  const app = Fastify();
  await app.register(swagger, { openapi: { info: { title: 'contract', version: '1' } } });
  app.get<{ Params: { id: string } }>(
    '/api/items/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string' } } },
        response: {
          200: {
            type: 'object',
            required: ['id', 'createdAt'],
            properties: {
              id: { type: 'string', format: 'uuid' },
              createdAt: { type: 'string', format: 'date-time' },
              status: { type: 'string', enum: ['open', 'done'], nullable: true },
            },
          },
        },
      },
    },
    // Sent as text, so the serializer does not mend what the handler got wrong.
    async (request, reply) =>
      reply
        .type('application/json')
        .send(
          request.params.id === 'bad'
            ? '{"id":"not-a-uuid","createdAt":"yesterday"}'
            : '{"id":"6f1c3a52-93b1-4c3e-9a57-0a4f2b8e5d11","createdAt":"2026-11-28T10:00:00Z","status":"open"}',
        ),
  );
  app.get('/api/teapot', async (_request, reply) => reply.code(418).send({ short: true }));
  app.get('/api/__test/anything', async (_request, reply) => reply.code(418).send({}));
  const contract = recordResponses(app);
  await app.ready();
  return { app, contract };
}

describe('the response contract', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('accepts an answer its document allows', async () => {
    const { app, contract } = await appWithDocument();
    close = () => app.close();
    expect((await app.inject('/api/items/good')).statusCode).toBe(200);
    expect(contract.check()).toEqual([]);
  });

  it('names a status the document does not list and a body outside its schema', async () => {
    const { app, contract } = await appWithDocument();
    close = () => app.close();
    await app.inject('/api/teapot');
    await app.inject('/api/items/bad');
    const problems = contract.check();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe('GET /api/teapot answered 418, which the document does not list');
    expect(problems[1]).toMatch(
      /^GET \/api\/items\/\{id\} answered 200: data\/id must match format "uuid"/,
    );
  });

  it('leaves alone the routes a test mounts under /api/__test/ and addresses with no route', async () => {
    const { app, contract } = await appWithDocument();
    close = () => app.close();
    await app.inject('/api/__test/anything');
    await app.inject('/api/no/such/route');
    expect(contract.answers).toEqual([]);
    expect(contract.check()).toEqual([]);
  });
});
