import { z } from 'zod';
import { parseJson } from './answer';
import type { LlmFailure } from './fallback-reason';

export interface ChatClientOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

/** One structured question: the answer must be a JSON object matching `schema`. */
export interface StructuredRequest {
  name: string;
  schema: Record<string, unknown>;
  system: string;
  user: string;
}

export type ChatOutcome = { ok: true; content: string } | { ok: false; failure: LlmFailure };

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
});

/** Older servers (and some llama.cpp / vLLM versions) reject `json_schema` with a 400 naming it. */
const UNSUPPORTED_FORMAT = /response_format|json_schema/i;

function body(model: string, request: StructuredRequest, schemaMode: boolean) {
  const system = schemaMode
    ? request.system
    : `${request.system}\n\nAnswer with one JSON object that matches this JSON Schema:\n${JSON.stringify(request.schema)}`;
  return {
    model,
    temperature: 0,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: request.user },
    ],
    // strict: false, because OpenAI's strict mode requires every property to be required.
    response_format: schemaMode
      ? {
          type: 'json_schema',
          json_schema: { name: request.name, strict: false, schema: request.schema },
        }
      : { type: 'json_object' },
  };
}

/**
 * POST {baseUrl}/chat/completions, retrying once in json_object mode when the server does not
 * know json_schema. One timeout covers both attempts. Never throws.
 */
export async function askStructured(
  options: ChatClientOptions,
  request: StructuredRequest,
): Promise<ChatOutcome> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  const post = (schemaMode: boolean) =>
    options.fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body(options.model, request, schemaMode)),
      signal,
    });

  try {
    let response = await post(true);
    let text = await response.text();
    if (response.status === 400 && UNSUPPORTED_FORMAT.test(text)) {
      response = await post(false);
      text = await response.text();
    }
    if (!response.ok) return { ok: false, failure: { kind: 'http', status: response.status } };
    const completion = completionSchema.safeParse(parseJson(text));
    const content = completion.success ? completion.data.choices[0]?.message.content : null;
    return content ? { ok: true, content } : { ok: false, failure: { kind: 'format' } };
  } catch {
    // fetch rejects with a TimeoutError once the signal fires, or a TypeError when unreachable.
    return signal.aborted
      ? { ok: false, failure: { kind: 'timeout', timeoutMs: options.timeoutMs } }
      : { ok: false, failure: { kind: 'unreachable' } };
  }
}
