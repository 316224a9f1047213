import { defaultKnowledge } from '../knowledge';
import { isFinishedSuggestion } from '@cvforge/contracts';
import type { InsightEngine } from '../types';
import { parseAnswer } from './answer';
import { askStructured, type ChatClientOptions } from './chat-completions';
import { fallbackReason, type LlmFailure } from './fallback-reason';
import { mergeAts, mergeCareer } from './merge';
import { atsTask, careerTask, MAX_SUGGESTIONS, suggestionsTask, type LlmTask } from './tasks';
import { acceptTailoring, tailorTask, tailorUserMessage } from './tailor';
import { atsUserMessage, careerUserMessage, suggestionsUserMessage } from './user-message';

export interface LlmEngineOptions {
  /** An OpenAI-compatible API root, e.g. "https://api.openai.com/v1" or "http://localhost:11434/v1". */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Whole budget of one operation, retry included. */
  timeoutMs?: number;
  /** The built-in engine: it measures the facts the model must respect and answers when the model cannot. */
  fallback: InsightEngine;
  fetch?: typeof fetch;
  /** Told each time an answer is not used, with the report's reason (for the server log). */
  onFallback?: (task: string, reason: string) => void;
}

const DEFAULT_TIMEOUT_MS = 60_000;

type Answer<T> = { ok: true; value: T } | { ok: false; failure: LlmFailure };

/**
 * An InsightEngine backed by any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM,
 * llama.cpp). It never throws: any failure returns the built-in result with the reason.
 */
export function createLlmEngine(options: LlmEngineOptions): InsightEngine {
  const { fallback, model } = options;
  const client: ChatClientOptions = {
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    model,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
  };

  async function ask<T>(task: LlmTask<T>, user: string): Promise<Answer<T>> {
    const outcome = await askStructured(client, {
      name: task.name,
      schema: task.jsonSchema,
      system: task.system,
      user,
    });
    if (!outcome.ok) return outcome;
    const value = parseAnswer(outcome.content, task.schema, task.jsonSchema);
    return value === undefined ? { ok: false, failure: { kind: 'format' } } : { ok: true, value };
  }

  const fellBack = (failure: LlmFailure, task = 'report', wrote: 'report' | 'CV' = 'report') => {
    const reason = fallbackReason(failure, wrote);
    options.onFallback?.(task, reason);
    return { name: 'built-in', fallback_reason: reason } as const;
  };

  return {
    async analyzeAts(input) {
      // First: cheap, deterministic, and the source of the facts the model must not contradict.
      const builtIn = await fallback.analyzeAts(input);
      const answer = await ask(atsTask, atsUserMessage(input.content, input.target, builtIn));
      return answer.ok
        ? mergeAts(answer.value, builtIn, model)
        : { ...builtIn, engine: fellBack(answer.failure, atsTask.name) };
    },

    async analyzeCareer(input) {
      const builtIn = await fallback.analyzeCareer(input);
      const answer = await ask(careerTask, careerUserMessage(input.content, input.target, builtIn));
      return answer.ok
        ? mergeCareer(answer.value, builtIn, model)
        : { ...builtIn, engine: fellBack(answer.failure, careerTask.name) };
    },

    async suggestImprovements(input) {
      const answer = await ask(
        suggestionsTask,
        suggestionsUserMessage(input.content, input.report),
      );
      // A suggestion carrying a placeholder is left out (docs/decisions/032-no-placeholders.md).
      const usable = answer.ok ? answer.value.suggestions.filter(isFinishedSuggestion) : [];
      return usable.length ? usable.slice(0, MAX_SUGGESTIONS) : fallback.suggestImprovements(input);
    },

    async tailorCv(input) {
      const builtIn = await fallback.tailorCv(input);
      // Level 1 only reorders, and sample content is a template: the built-in result is exact.
      if (input.matchingLevel <= 1 || input.source === 'contact_only') return builtIn;
      const answer = await ask(tailorTask, tailorUserMessage(input, builtIn));
      const context = { knowledge: defaultKnowledge(), now: new Date() };
      const outcome = answer.ok
        ? acceptTailoring(context, input, builtIn, answer.value, model)
        : answer;
      return outcome.ok
        ? outcome.value
        : { ...builtIn, engine: fellBack(outcome.failure, tailorTask.name, 'CV') };
    },
  };
}
