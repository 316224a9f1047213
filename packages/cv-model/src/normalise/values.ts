/** Small, total helpers for reading untrusted JSON: none of them throws. */
import { cleanStoredValue } from '@cvforge/contracts';

export type Rec = Record<string, unknown>;

/** Keys are compared without case or separators, so `job_title`, `jobTitle` and `JobTitle` match. */
export type Fields = ReadonlyMap<string, unknown>;

export function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const MAX_JSON_NESTING = 4;

/** Decodes JSON text holding an object, array or (doubly encoded) string; else returns the value. */
export function parseJsonText(value: unknown): unknown {
  let current = value;
  for (let i = 0; i < MAX_JSON_NESTING && typeof current === 'string'; i++) {
    const text = current.trim();
    if (!/^[[{"]/.test(text)) return current;
    try {
      // Decoded text is new text: clean it as the request's own strings were (stored-text.ts).
      current = cleanStoredValue(JSON.parse(text) as unknown);
    } catch {
      return current;
    }
  }
  return current;
}

export function fieldsOf(value: unknown): Fields {
  const fields = new Map<string, unknown>();
  const parsed = parseJsonText(value);
  if (!isRecord(parsed)) return fields;
  for (const [key, fieldValue] of Object.entries(parsed)) {
    const normal = normaliseKey(key);
    if (!fields.has(normal)) fields.set(normal, fieldValue);
  }
  return fields;
}

/** The first alias holding something other than null or undefined. */
export function pick(fields: Fields, aliases: readonly string[]): unknown {
  for (const alias of aliases) {
    const value = fields.get(alias);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

const TEXT_KEYS = ['text', 'content', 'value', 'name', 'title', 'description'];

/** Any JSON value as display text; whitespace-only text becomes ''. */
export function toText(value: unknown, depth = 0): string {
  if (typeof value === 'string') return value.trim() === '' ? '' : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (depth > 1) return '';
  if (Array.isArray(value)) return joinTexts(value, depth);
  if (isRecord(value)) {
    const fields = fieldsOf(value);
    for (const key of TEXT_KEYS) {
      const text = toText(fields.get(key), depth + 1);
      if (text !== '') return text;
    }
    return joinTexts(Object.values(value), depth);
  }
  return '';
}

function joinTexts(values: readonly unknown[], depth: number): string {
  return values
    .map((item) => toText(item, depth + 1).trim())
    .filter((item) => item !== '')
    .join(', ');
}

/** The first alias with non-blank text. */
export function pickText(fields: Fields, aliases: readonly string[]): string {
  for (const alias of aliases) {
    const text = toText(fields.get(alias));
    if (text !== '') return text;
  }
  return '';
}

/** `items`: short items (skills, languages) split on newline, comma or semicolon; `lines`: sentences. */
export type SplitMode = 'items' | 'lines';

const LEADING_BULLETS = /^(?:[•▪◦·‣●○■➢➤►✓✔]\s*|[-*–—]\s+)+/u;

export function splitText(text: string, mode: SplitMode): string[] {
  const separator = mode === 'items' ? /[\n\r;,]+/ : /[\n\r]+/;
  return text
    .split(separator)
    .map((item) => item.replace(LEADING_BULLETS, '').trim())
    .filter((item) => item !== '');
}

/** A list given as an array, as JSON text, as one delimited string, or as a single value. */
export function toList(value: unknown, mode: SplitMode): unknown[] {
  const parsed = parseJsonText(value);
  if (Array.isArray(parsed)) return parsed;
  if (typeof parsed === 'string') return splitText(parsed, mode);
  if (parsed === undefined || parsed === null || typeof parsed === 'boolean') return [];
  return [parsed];
}

/** A list of trimmed, non-blank texts. Array items are kept whole; only a string is split. */
export function toTextList(value: unknown, mode: SplitMode): string[] {
  return toList(value, mode)
    .map((item) => toText(item).trim())
    .filter((item) => item !== '');
}

export function uniqueTexts(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 'true') return true;
  if (value === 0 || value === 'false') return false;
  return undefined;
}

export function toOrder(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
