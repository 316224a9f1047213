import { pickText, type Fields } from './values';

/** Reads one list entry from a plain string or from an object with any of its field names. */
export interface EntryParser<E> {
  fromText(text: string): Omit<E, 'id'>;
  fromFields(fields: Fields): Omit<E, 'id'>;
}

export type FieldAliases<K extends string> = Readonly<Record<K, readonly string[]>>;

export function readFields<K extends string>(
  fields: Fields,
  aliases: FieldAliases<K>,
): Record<K, string> {
  const entries = Object.entries<readonly string[]>(aliases);
  return Object.fromEntries(
    entries.map(([key, names]) => [key, pickText(fields, names)]),
  ) as Record<K, string>;
}

/** `start_date`/`end_date` style fields as one "start - end" text (no end means ongoing). */
export function dateRange(fields: Fields): string {
  const start = pickText(fields, ['startdate', 'start', 'from', 'datefrom', 'since']);
  const end = pickText(fields, ['enddate', 'end', 'to', 'dateto', 'until']);
  if (start === '') return end;
  return `${start} - ${end === '' ? 'Present' : end}`;
}

/** Splits "French (fluent)", "French - Fluent" or "Leadership: guiding teams" into two parts. */
export function splitPair(text: string): [string, string] {
  const trimmed = text.trim();
  const bracketed = /^(.+?)\s*\((.+)\)$/.exec(trimmed);
  if (bracketed) return [bracketed[1] ?? trimmed, bracketed[2]?.trim() ?? ''];
  const separated = /^(.+?)\s*(?::|\s[-–—])\s*(.+)$/.exec(trimmed);
  if (separated) return [separated[1] ?? trimmed, separated[2] ?? ''];
  return [trimmed, ''];
}
