import { afterEach, describe, expect, it } from 'vitest';
import { createLlmEngine, type LlmEngineOptions } from './index';
import { completion, startChatServer, type ChatServer, type Reply } from './testing/chat-server';
import { builtInAts, builtInEngine, cv, llmAts, target } from './testing/fixtures';

const API_KEY = 'sk-test-secret';
let server: ChatServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function analyzeWith(replies: Reply[], options: Partial<LlmEngineOptions> = {}) {
  server = await startChatServer(replies);
  const engine = createLlmEngine({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    model: 'test-model',
    fallback: builtInEngine,
    ...options,
  });
  return engine.analyzeAts({ content: cv, target });
}

function expectFallback(report: unknown, reason: string) {
  expect(report).toEqual({ ...builtInAts, engine: { name: 'built-in', fallback_reason: reason } });
}

const FORMAT_REASON =
  "The AI provider's answer did not match the report format, so the built-in engine wrote this report.";

describe('LLM engine: ATS analysis', () => {
  it("returns the model's scores and texts with the measured fields of the built-in report", async () => {
    const report = await analyzeWith([completion(JSON.stringify(llmAts))]);

    expect(report.engine).toEqual({ name: 'llm', model: 'test-model' });
    expect(report.atsScore).toBe(81);
    expect(report.technicalSkills.score).toBe(77);
    expect(report.keywordOptimization.density).toBe(90);
    expect(report.overallRecommendations).toEqual(['Quantify the Kubernetes work']);
    expect(report.atsCompatibility).toEqual(builtInAts.atsCompatibility);
    expect(report.keywordOptimization.matches).toEqual(builtInAts.keywordOptimization.matches);
    expect(report.target).toEqual(builtInAts.target);
    expect(report.evidence).toEqual(builtInAts.evidence);
    expect(report.potential).toEqual(builtInAts.potential);
  });

  it('asks for a JSON-schema answer at temperature 0 with the bearer token and the facts', async () => {
    await analyzeWith([completion(JSON.stringify(llmAts))]);

    const [request] = server?.requests ?? [];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toMatchObject({
      model: 'test-model',
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { strict: false } },
      messages: [{ role: 'system' }, { role: 'user' }],
    });
    const format = request?.body.response_format as {
      json_schema: { schema: { properties: object } };
    };
    expect(format.json_schema.schema.properties).toHaveProperty('atsScore');
    const user = JSON.stringify(request?.body.messages);
    expect(user).toContain('Ada Lovelace');
    expect(user).toContain('Senior Backend Engineer');
    expect(user).toContain('Text layer read');
    expect(user).not.toContain('data:image/png');
  });

  it('sends no authorization header without an API key (local servers)', async () => {
    await analyzeWith([completion(JSON.stringify(llmAts))], { apiKey: undefined });

    expect(server?.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('accepts JSON inside a ```json fence after reasoning text', async () => {
    const report = await analyzeWith([
      completion(
        `<think>Fill the {schema}.</think>\n\`\`\`json\n${JSON.stringify(llmAts)}\n\`\`\``,
      ),
    ]);

    expect(report.engine?.name).toBe('llm');
    expect(report.atsScore).toBe(81);
  });

  it('clamps scores outside 0-100 instead of rejecting the answer', async () => {
    const outOfRange = {
      ...llmAts,
      atsScore: 130,
      keywordOptimization: { ...llmAts.keywordOptimization, density: -5 },
    };
    const report = await analyzeWith([completion(JSON.stringify(outOfRange))]);

    expect(report.engine?.name).toBe('llm');
    expect(report.atsScore).toBe(100);
    expect(report.keywordOptimization.density).toBe(0);
  });

  it('falls back when the content is not JSON', async () => {
    const report = await analyzeWith([completion('{"atsScore": 81, oops')]);

    expectFallback(report, FORMAT_REASON);
  });

  it('falls back when the JSON does not match the report schema', async () => {
    const report = await analyzeWith([
      completion(JSON.stringify({ ...llmAts, atsScore: 'high', formatting: null })),
    ]);

    expectFallback(report, FORMAT_REASON);
  });

  it('falls back when the answer has no choices', async () => {
    const report = await analyzeWith([{ body: { choices: [] } }]);

    expectFallback(report, FORMAT_REASON);
  });

  it('falls back with the timeout reason when the server is too slow', async () => {
    const started = Date.now();
    const report = await analyzeWith([{ ...completion(JSON.stringify(llmAts)), delayMs: 2_000 }], {
      timeoutMs: 200,
    });

    expect(Date.now() - started).toBeLessThan(1_500);
    expectFallback(
      report,
      'The AI provider did not answer within 0.2 s, so the built-in engine wrote this report.',
    );
  });

  it('falls back on HTTP 500 without repeating what the server said', async () => {
    const report = await analyzeWith([{ status: 500, body: `upstream failed for key ${API_KEY}` }]);

    expectFallback(
      report,
      'The AI provider answered with an error (HTTP 500), so the built-in engine wrote this report.',
    );
    expect(JSON.stringify(report)).not.toContain(API_KEY);
  });

  it('falls back when the server cannot be reached', async () => {
    server = await startChatServer([]);
    const { baseUrl } = server;
    await server.close();
    server = undefined;
    const engine = createLlmEngine({ baseUrl, model: 'test-model', fallback: builtInEngine });

    const report = await engine.analyzeAts({ content: cv, target });

    expectFallback(
      report,
      'The AI provider could not be reached, so the built-in engine wrote this report.',
    );
  });

  it('retries once in json_object mode with the schema in the prompt when json_schema is refused', async () => {
    const refusal = {
      status: 400,
      body: {
        error: {
          message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported",
        },
      },
    };
    const report = await analyzeWith([refusal, completion(JSON.stringify(llmAts))]);

    expect(report.engine).toEqual({ name: 'llm', model: 'test-model' });
    expect(server?.requests).toHaveLength(2);
    const retry = server?.requests[1]?.body;
    expect(retry?.response_format).toEqual({ type: 'json_object' });
    const [system] = retry?.messages as { content: string }[];
    expect(system?.content).toContain('"atsScore"');
  });

  it('does not retry a 400 about something else', async () => {
    const report = await analyzeWith([
      { status: 400, body: { error: { message: 'model not found' } } },
    ]);

    expect(server?.requests).toHaveLength(1);
    expect(report.engine?.fallback_reason).toContain('HTTP 400');
  });
});
