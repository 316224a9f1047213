import type { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * Reads the model's message as one JSON value: accepts a ```json fence or text around the
 * object (some local models add a preamble). Returns undefined when it is not JSON.
 */
export function readJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  let text = (fenced?.[1] ?? content).trim();
  if (!text.startsWith('{')) text = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return parseJson(text);
}

/** JSON.parse that answers undefined instead of throwing. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Pulls every number into the bounds its JSON Schema declares (scores 0-100, counts >= 0) and
 * rounds integers, so a model answering 104 or 3.5 achievements still gives a valid report.
 */
export function clampToSchema(value: unknown, schema: unknown): unknown {
  if (!isRecord(schema)) return value;
  if (typeof value === 'number') {
    const rounded = schema.type === 'integer' ? Math.round(value) : value;
    const min = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
    const max = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
    return Math.min(max, Math.max(min, rounded));
  }
  if (Array.isArray(value)) return value.map((item) => clampToSchema(item, schema.items));
  if (isRecord(value)) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        clampToSchema(item, properties[key] ?? schema.additionalProperties),
      ]),
    );
  }
  return value;
}

/** The model's content as a valid T, or undefined when it is not JSON or not the format. */
export function parseAnswer<T>(
  content: string,
  schema: z.ZodType<T>,
  jsonSchema: JsonSchema,
): T | undefined {
  const json = readJson(content);
  if (json === undefined) return undefined;
  const result = schema.safeParse(clampToSchema(json, jsonSchema));
  return result.success ? result.data : undefined;
}
