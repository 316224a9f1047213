import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltInEngine } from '../engine';
import { mainSection } from '../tailor/sections';
import { pairById, TAILOR_NOW, tailorInput } from '../tailor/testing';
import type { TailoredCv } from '../tailor/types';
import { createLlmEngine } from './index';
import { completion, startChatServer, type ChatServer, type Reply } from './testing/chat-server';
import type { LlmTailorAnswer } from './tailor';

let server: ChatServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const builtIn = createBuiltInEngine({ now: () => TAILOR_NOW });
const pair = pairById('software-backend-strong');
const input = tailorInput(pair, { matchingLevel: 8 });

async function engineAnswering(replies: Reply[]) {
  server = await startChatServer(replies);
  return createLlmEngine({ baseUrl: server.baseUrl, model: 'test-model', fallback: builtIn });
}

/** A rewrite a model could give: the built-in draft's facts in another order and wording. */
function rewriteOf(draft: TailoredCv): LlmTailorAnswer {
  const experiences = mainSection(draft.content, 'experience')?.content.experiences ?? [];
  const skills = mainSection(draft.content, 'skills')?.content;
  return {
    summary: `Backend engineer. ${mainSection(input.content, 'summary')?.content.text ?? ''}`,
    experiences: experiences.map((entry) => ({
      id: entry.id,
      achievements: [...entry.achievements].reverse(),
    })),
    skills: {
      technical: [...(skills?.technical ?? [])].reverse(),
      professional: skills?.professional ?? [],
      tools: skills?.tools ?? [],
    },
    cover_letter: null,
  };
}

describe('LLM engine: tailored CV', () => {
  it("uses the model's rewrite when every fact in it is the CV's", async () => {
    const draft = await builtIn.tailorCv(input);
    const answer = rewriteOf(draft);
    const engine = await engineAnswering([completion(JSON.stringify(answer))]);

    const result = await engine.tailorCv(input);

    expect(result.engine).toEqual({ name: 'llm', model: 'test-model' });
    expect(mainSection(result.content, 'summary')?.content.text).toBe(answer.summary);
    const first = mainSection(result.content, 'experience')?.content.experiences[0];
    expect(first?.achievements).toEqual(answer.experiences[0]?.achievements);
    expect(result.matchScore).toBeGreaterThanOrEqual(1);
    expect(result.bulletDropOrder.length).toBe(draft.bulletDropOrder.length);
    const request = server?.requests[0]?.body;
    expect(request?.response_format).toMatchObject({ json_schema: { name: 'tailored_cv' } });
    expect(JSON.stringify(request?.messages)).toContain(pair.job.company_name);
  });

  it.each([
    {
      what: 'an employer',
      invent: (answer: LlmTailorAnswer) => {
        answer.experiences[0]?.achievements.push('Was seconded to Deutsche Bank for a year');
      },
      entity: 'an employer',
    },
    {
      what: 'a number',
      invent: (answer: LlmTailorAnswer) => {
        answer.summary += ' Cut hosting costs by 37%.';
      },
      entity: 'a number',
    },
    {
      what: 'a skill',
      invent: (answer: LlmTailorAnswer) => {
        answer.skills.technical.push('Rust');
      },
      entity: 'a skill',
    },
  ])('falls back to the built-in CV when the answer invents $what', async ({ invent, entity }) => {
    const draft = await builtIn.tailorCv(input);
    const answer = rewriteOf(draft);
    invent(answer);
    const engine = await engineAnswering([completion(JSON.stringify(answer))]);

    const result = await engine.tailorCv(input);

    expect(result.engine?.name).toBe('built-in');
    expect(result.engine?.fallback_reason).toBe(
      `The AI provider's answer named ${entity} that your CV does not contain, so the built-in engine wrote this CV.`,
    );
    expect(result.content.sections.map((section) => section.content)).toEqual(
      draft.content.sections.map((section) => section.content),
    );
  });

  it('falls back when the answer leaves a placeholder to fill in (docs/decisions/032-no-placeholders.md)', async () => {
    const draft = await builtIn.tailorCv(input);
    const answer = rewriteOf(draft);
    answer.experiences[0]?.achievements.push('Applied Kafka to [what you did].');
    const engine = await engineAnswering([completion(JSON.stringify(answer))]);

    const result = await engine.tailorCv(input);

    expect(result.engine).toEqual({
      name: 'built-in',
      fallback_reason:
        "The AI provider's answer left a placeholder to fill in, so the built-in engine wrote this CV.",
    });
    expect(JSON.stringify(result.content)).not.toContain('[what you did]');
  });

  it('falls back with the reason when the answer is not the format', async () => {
    const engine = await engineAnswering([completion(JSON.stringify({ summary: 'Only this' }))]);

    const result = await engine.tailorCv(input);

    expect(result.engine).toEqual({
      name: 'built-in',
      fallback_reason:
        "The AI provider's answer did not match the CV format, so the built-in engine wrote this CV.",
    });
  });

  it('does not ask the model at level 1 (reorder only) nor for sample content', async () => {
    const engine = await engineAnswering([completion('{}')]);

    await engine.tailorCv({ ...input, matchingLevel: 1 });
    await engine.tailorCv({ ...input, source: 'contact_only' });

    expect(server?.requests).toHaveLength(0);
  });
});
