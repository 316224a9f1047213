import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltInEngine } from '../engine';
import { mainSection } from '../tailor/sections';
import { pairById, TAILOR_NOW, tailorInput } from '../tailor/testing';
import type { TailoredCv } from '../tailor/types';
import { createLlmEngine } from './index';
import { completion, startChatServer, type ChatServer } from './testing/chat-server';
import type { LlmTailorAnswer } from './tailor';

// The model's tailoring and letter meet the built-in bar or are not used (the reason is logged).
let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const builtIn = createBuiltInEngine({ now: () => TAILOR_NOW });
const pair = pairById('software-backend-strong');
const input = tailorInput(pair, { matchingLevel: 8, includeCoverLetter: true });

/** An answer keeping the built-in draft's facts, with the given letter and summary. */
function answerFrom(draft: TailoredCv, change: Partial<LlmTailorAnswer> = {}): LlmTailorAnswer {
  const experiences = mainSection(draft.content, 'experience')?.content.experiences ?? [];
  const skills = mainSection(draft.content, 'skills')?.content;
  return {
    summary: mainSection(draft.content, 'summary')?.content.text ?? '',
    experiences: experiences.map((entry) => ({ id: entry.id, achievements: entry.achievements })),
    skills: {
      technical: skills?.technical ?? [],
      professional: skills?.professional ?? [],
      tools: skills?.tools ?? [],
    },
    cover_letter: draft.coverLetter,
    ...change,
  };
}

async function tailorWith(change: (draft: TailoredCv) => Partial<LlmTailorAnswer>) {
  const draft = await builtIn.tailorCv(input);
  server = await startChatServer([completion(JSON.stringify(answerFrom(draft, change(draft))))]);
  const logged: string[] = [];
  const engine = createLlmEngine({
    baseUrl: server.baseUrl,
    model: 'test-model',
    fallback: builtIn,
    onFallback: (task, reason) => logged.push(`${task}: ${reason}`),
  });
  return { draft, result: await engine.tailorCv(input), logged };
}

const paragraphs = (letter: string) => letter.split('\n\n');

describe('LLM engine: the same checks as the built-in tailoring', () => {
  it("uses the model's letter when it passes the reader's checks", async () => {
    const { draft, result, logged } = await tailorWith((built) => ({
      // The built-in letter with its paragraphs in another order: still a letter a person sends.
      cover_letter: (() => {
        const [salutation = '', first = '', second = '', ...rest] = paragraphs(
          built.coverLetter ?? '',
        );
        return [salutation, second, first, ...rest].join('\n\n');
      })(),
    }));
    expect(result.engine).toEqual({ name: 'llm', model: 'test-model' });
    expect(result.coverLetter).not.toBe(draft.coverLetter);
    expect(logged).toEqual([]);
  });

  it.each([
    {
      what: 'unfilled template text',
      change: (draft: TailoredCv) => ({
        summary: `${answerFrom(draft).summary} Applied Kafka to [what you did].`,
      }),
      reason: "The AI provider's answer left a placeholder to fill in",
    },
    {
      what: "the job's title the CV does not carry",
      change: () => ({
        summary:
          'Engineering Manager with 8 years building payment and order systems in Node.js and Go.',
      }),
      job: 'Engineering Manager',
      reason: "The AI provider's answer gave you the job's title, which your CV does not show",
    },
    {
      what: 'a letter signed twice',
      change: (draft: TailoredCv) => ({
        cover_letter: `${draft.coverLetter ?? ''}\n${pair.cv.personal_info?.name ?? ''}`,
      }),
      reason:
        "The AI provider's cover letter did not pass the letter checks (name printed 2 times after the closing)",
    },
    {
      what: 'a letter in seven paragraphs',
      change: (draft: TailoredCv) => ({
        cover_letter: (draft.coverLetter ?? '').replace(/\. (?=[A-Z])/g, '.\n\n'),
      }),
      reason: "The AI provider's cover letter did not pass the letter checks",
    },
    {
      what: 'a confidential salutation',
      change: (draft: TailoredCv) => ({
        cover_letter: (draft.coverLetter ?? '').replace(
          /^Dear [^\n]*,/,
          'Dear Confidential employer Hiring Team,',
        ),
      }),
      reason:
        "The AI provider's cover letter did not pass the letter checks (confidential salutation)",
    },
  ])(
    'falls back to the built-in result, reason logged, for $what',
    async ({ change, reason, job }) => {
      if (job) input.job = { ...pair.job, job_title: job };
      try {
        const { draft, result, logged } = await tailorWith(change);
        expect(result.engine?.name).toBe('built-in');
        expect(result.engine?.fallback_reason).toContain(reason);
        expect(result.coverLetter).toBe(draft.coverLetter);
        expect(logged).toEqual([`tailored_cv: ${result.engine?.fallback_reason ?? ''}`]);
      } finally {
        input.job = pair.job;
      }
    },
  );

  it('refuses a letter that promotes a value the parser doubted', async () => {
    const doubtful = { ...input, parseConfidence: { 'sections.education.0.institution': 0.4 } };
    const draft = await builtIn.tailorCv(doubtful);
    const school = 'University of Leeds';
    expect(draft.coverLetter).not.toContain(school);
    const letter = (draft.coverLetter ?? '').replace(
      /\n\nI would welcome/,
      ` I studied at ${school}.\n\nI would welcome`,
    );
    server = await startChatServer([
      completion(JSON.stringify(answerFrom(draft, { cover_letter: letter }))),
    ]);
    const engine = createLlmEngine({ baseUrl: server.baseUrl, model: 'm', fallback: builtIn });
    const result = await engine.tailorCv(doubtful);
    expect(result.engine?.fallback_reason).toContain('marked "check this"');
  });
});
