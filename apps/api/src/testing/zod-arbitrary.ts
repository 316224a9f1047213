import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas, for the shapes the contracts use (zod-fast-check
 * supports zod 3 and fast-check 3 only). Values mostly satisfy the schema: refinements are not
 * followed, so callers judge each value with the schema itself.
 */

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as z.ZodType)._zod.def as unknown as Def;
const checksOf = (def: Def) =>
  ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map(
    (check) => check._zod.def,
  );
const checkValue = (def: Def, check: string, key: string) =>
  checksOf(def).find((candidate) => candidate.check === check)?.[key] as number | undefined;

/** Characters storage and rendering trip over (docs/decisions/010-stored-text.md). */
export const ODD_TEXT = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0085',
  '\u202e',
  '\ufffe',
  '\u{10ffff}',
  'e\u0301',
  '😀',
  'עברית',
  '<script>',
  '"',
  '\\',
];

const text = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: fc.constantFrom(...ODD_TEXT) },
    ),
    minLength,
    maxLength,
  });

export interface ArbitraryContext {
  /** Ids worth sending where a uuid is asked for (the caller's own). */
  ids: string[];
  /** URLs to send where a URL is asked for (ones the app will not fetch). */
  urls: string[];
}

function stringArbitrary(def: Def, context: ArbitraryContext): fc.Arbitrary<string> {
  const min = checkValue(def, 'min_length', 'minimum') ?? 0;
  const max = checkValue(def, 'max_length', 'maximum') ?? min + 40;
  if (def.format === 'uuid') {
    return fc.oneof(fc.constantFrom(...context.ids), fc.uuid({ version: 4 }));
  }
  if (def.format === 'url') return fc.constantFrom(...context.urls);
  const regex = checksOf(def).find((check) => check.format === 'regex')?.pattern;
  const pattern = (def.pattern ?? regex) as RegExp | undefined;
  if (pattern) return fc.stringMatching(pattern, { size: 'xsmall' });
  return text(min, Math.min(max, min + 40));
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const min = checkValue(def, 'greater_than', 'value') ?? -1_000;
  const max = checkValue(def, 'less_than', 'value') ?? 1_000;
  const integer = checksOf(def).some((check) => check.format === 'safeint');
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

export function zodArbitrary(
  schema: unknown,
  context: ArbitraryContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: unknown) => zodArbitrary(child, context, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, context);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as object));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'lazy':
      return depth > 6 ? fc.constant(undefined) : inner((def.getter as () => unknown)());
    // A preprocess step takes anything; what follows it says what is valid.
    case 'pipe':
      return inner(defOf(def.in).type === 'transform' ? def.out : def.in);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([left, right]) => Object.assign({}, left, right));
    case 'array': {
      const min = checkValue(def, 'min_length', 'minimum') ?? 0;
      const max = checkValue(def, 'max_length', 'maximum') ?? min + 4;
      return fc.array(inner(def.element), {
        minLength: min,
        maxLength: Math.min(max, min + 4),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(stringArbitrary(defOf(def.keyType), context), inner(def.valueType), {
        maxKeys: 4,
      });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape as Record<string, unknown>).map(([key, child]) => [
            key,
            inner(child),
          ]),
        ),
      );
    default:
      throw new Error(`zodArbitrary: no arbitrary for zod type "${def.type}"`);
  }
}

/** What no fuzzed request's answer may show: stack frames, source paths, driver and runtime messages. */
export const INTERNALS =
  /\n\s+at |node_modules|\/src\/|\.ts:\d|TypeError|ReferenceError|RangeError|Cannot read prop|is not a function|is not defined|violates|duplicate key|relation "|syntax error at|invalid input syntax|ZodError|ECONN/;
