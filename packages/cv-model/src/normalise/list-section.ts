import { jsonResumeKeptSchema } from '@cvforge/contracts';
import type { EntryParser } from './entry-fields';
import { carried } from './kept';
import {
  fieldsOf,
  isRecord,
  normaliseKey,
  parseJsonText,
  pickText,
  toList,
  toText,
  type SplitMode,
} from './values';

/** How one section type reads, merges and finalises its content. */
export interface SectionHandler<C> {
  normalise(raw: unknown): C;
  /** Adds `extra` (another copy of the section, or a top-level list) to `base`. */
  merge(base: C, extra: C): C;
  isEmpty(content: C): boolean;
  /** Gives every entry a stable, unique id (derived from type and position when missing). */
  finalise(content: C, type: string): C;
}

type Entry = { id: string };

const ID_KEYS = ['id', 'uuid', 'key'];
const GENERIC_LIST_KEYS = ['items', 'entries', 'list', 'values'];

function readEntry<E extends Entry>(item: unknown, parser: EntryParser<E>): E | undefined {
  const value = parseJsonText(item);
  if (isRecord(value)) {
    const fields = fieldsOf(value);
    return {
      ...parser.fromFields(fields),
      ...carried(fields, 'json_resume', jsonResumeKeptSchema),
      id: pickText(fields, ID_KEYS).trim(),
    } as E;
  }
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = toText(value).trim();
  return text === '' ? undefined : ({ ...parser.fromText(text), id: '' } as E);
}

/** The raw items: the content itself when a list, else the first list key, else one entry. */
function rawItems(raw: unknown, listKeys: readonly string[], mode: SplitMode): unknown[] {
  const value = parseJsonText(raw);
  if (!isRecord(value)) return toList(value, mode);
  const fields = fieldsOf(value);
  const key = listKeys.find((name) => fields.has(name));
  if (key !== undefined) return toList(fields.get(key), mode);
  return Object.keys(value).length > 0 ? [value] : [];
}

function sameEntry(a: Entry, b: Entry): boolean {
  return JSON.stringify({ ...a, id: '' }) === JSON.stringify({ ...b, id: '' });
}

export function uniqueIds<E extends Entry>(entries: readonly E[], prefix: string): E[] {
  const used = new Set<string>();
  return entries.map((entry, index) => {
    const base = entry.id === '' ? `${prefix}-${index}` : entry.id;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id === entry.id ? entry : { ...entry, id };
  });
}

/** A list section whose content is `{ [key]: entries[] }`. */
export function listSectionHandler<K extends string, E extends Entry>(
  key: K,
  parser: EntryParser<E>,
  mode: SplitMode,
  /** Other keys the entries may sit under (normalised); never a field name of one entry. */
  otherKeys: readonly string[] = [],
): SectionHandler<Record<K, E[]>> {
  const listKeys = [normaliseKey(key), ...otherKeys, ...GENERIC_LIST_KEYS];
  const wrap = (entries: E[]) => ({ [key]: entries }) as Record<K, E[]>;
  return {
    normalise(raw) {
      const entries = rawItems(raw, listKeys, mode).map((item) => readEntry(item, parser));
      return wrap(entries.filter((entry): entry is E => entry !== undefined));
    },
    merge(base, extra) {
      const added = extra[key].filter((entry) => !base[key].some((kept) => sameEntry(kept, entry)));
      return wrap([...base[key], ...added]);
    },
    isEmpty: (content) => content[key].length === 0,
    finalise: (content, type) => wrap(uniqueIds(content[key], type)),
  };
}
