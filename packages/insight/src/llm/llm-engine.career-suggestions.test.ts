import { afterEach, describe, expect, it } from 'vitest';
import { createLlmEngine } from './index';
import { completion, startChatServer, type ChatServer, type Reply } from './testing/chat-server';
import {
  builtInAts,
  builtInCareer,
  builtInEngine,
  builtInSuggestions,
  cv,
  llmCareer,
  llmSuggestion,
  target,
} from './testing/fixtures';

let server: ChatServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineAnswering(replies: Reply[]) {
  server = await startChatServer(replies);
  return createLlmEngine({ baseUrl: server.baseUrl, model: 'test-model', fallback: builtInEngine });
}

describe('LLM engine: career analysis', () => {
  it("returns the model's report with the built-in target and evidence", async () => {
    const engine = await engineAnswering([completion(JSON.stringify(llmCareer))]);

    const report = await engine.analyzeCareer({ content: cv, target });

    expect(report.engine).toEqual({ name: 'llm', model: 'test-model' });
    expect(report.jobMatchScore).toBe(72);
    expect(report.resumeSuggestions).toEqual(['Lead with the latency result']);
    expect(report.target).toEqual(builtInCareer.target);
    expect(report.evidence).toEqual(builtInCareer.evidence);
    expect(JSON.stringify(server?.requests[0]?.body.messages)).toContain('Kubernetes');
  });

  it('falls back to the built-in report when the answer is not the format', async () => {
    const engine = await engineAnswering([completion(JSON.stringify({ jobMatchScore: 72 }))]);

    const report = await engine.analyzeCareer({ content: cv, target });

    expect(report).toEqual({
      ...builtInCareer,
      engine: {
        name: 'built-in',
        fallback_reason:
          "The AI provider's answer did not match the report format, so the built-in engine wrote this report.",
      },
    });
  });
});

describe('LLM engine: improvement suggestions', () => {
  it("returns the model's suggestions, at most 20, from the CV and the ATS report", async () => {
    const suggestions = Array.from({ length: 25 }, (_, n) => llmSuggestion(n + 1));
    const engine = await engineAnswering([completion(JSON.stringify({ suggestions }))]);

    const result = await engine.suggestImprovements({ content: cv, report: builtInAts });

    expect(result).toEqual(suggestions.slice(0, 20));
    const request = server?.requests[0]?.body;
    expect(request?.response_format).toMatchObject({
      json_schema: { name: 'improvement_suggestions' },
    });
    expect(JSON.stringify(request?.messages)).toContain('Built-in recommendation');
  });

  it('falls back to the built-in suggestions on a server error', async () => {
    const engine = await engineAnswering([{ status: 503, body: 'overloaded' }]);

    const result = await engine.suggestImprovements({ content: cv, report: builtInAts });

    expect(result).toEqual(builtInSuggestions);
  });

  it('falls back to the built-in suggestions when one suggestion is invalid', async () => {
    const invalid = { ...llmSuggestion(2), type: 'magic' };
    const engine = await engineAnswering([
      completion(JSON.stringify({ suggestions: [llmSuggestion(1), invalid] })),
    ]);

    const result = await engine.suggestImprovements({ content: cv, report: builtInAts });

    expect(result).toEqual(builtInSuggestions);
  });

  it('leaves out suggestions carrying a placeholder; none left: the built-in ones', async () => {
    const templated = { ...llmSuggestion(2), content: 'Led [project or team of N] to [outcome].' };
    const engine = await engineAnswering([
      completion(JSON.stringify({ suggestions: [llmSuggestion(1), templated] })),
      completion(JSON.stringify({ suggestions: [templated] })),
    ]);

    expect(await engine.suggestImprovements({ content: cv, report: builtInAts })).toEqual([
      llmSuggestion(1),
    ]);
    expect(await engine.suggestImprovements({ content: cv, report: builtInAts })).toEqual(
      builtInSuggestions,
    );
  });
});
