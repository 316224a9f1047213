import type { z } from 'zod';
import { normaliseKey, type Fields } from './values';

/**
 * A field stored as cvforge writes it, carried over when it is valid: the values a JSON Resume
 * import keeps (docs/decisions/023-json-resume-round-trip.md) have no other shapes to read.
 */
export function carried<K extends string, T>(
  fields: Fields,
  key: K,
  schema: z.ZodType<T>,
): Partial<Record<K, T>> {
  const value = fields.get(normaliseKey(key));
  if (value === undefined) return {};
  const result = schema.safeParse(value);
  return result.success ? ({ [key]: result.data } as Record<K, T>) : {};
}
