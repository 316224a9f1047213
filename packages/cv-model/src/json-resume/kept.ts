/**
 * How imported JSON Resume values survive editing (docs/decisions/023-json-resume-round-trip.md):
 * an entry the editor cannot give back as it came keeps its JSON Resume object in `json_resume`,
 * and the export writes anew only the fields the user changed.
 */
export type Json = Record<string, unknown>;
type Kept = { json_resume?: Json };

/** One editable value (or a few read together) and the JSON Resume properties it comes from. */
export interface FieldCodec<E> {
  owns: readonly string[];
  read(json: Json): Partial<E>;
  write(entry: E): Json;
}
export type EntryCodec<E> = readonly FieldCodec<E>[];

/** Deep equality of JSON values; a property set to undefined counts as absent. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (value: object) =>
    Object.entries(value).flatMap(([key, item]) => (item === undefined ? [] : [key]));
  const [left, right] = [keys(a), keys(b)];
  return (
    left.length === right.length &&
    left.every((key) => sameJson((a as Json)[key], (b as Json)[key]))
  );
}

export const withoutUndefined = (json: Json): Json =>
  Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined));

/** The editor's values → a JSON Resume entry: kept properties, and anew what the user changed. */
export function writeEntry<E extends Kept>(codec: EntryCodec<E>, entry: E): Json {
  const kept = entry.json_resume;
  const out: Json = { ...kept };
  for (const field of codec) {
    const written = field.write(entry);
    // Unchanged: the field writes what the values it was imported with would write.
    if (kept && sameJson(written, field.write({ ...entry, ...field.read(kept) }))) continue;
    for (const key of field.owns) delete out[key];
    Object.assign(out, written);
  }
  return withoutUndefined(out);
}

/** A JSON Resume entry → the editor's values, keeping the entry when an export would differ. */
export function readEntry<E extends Kept>(codec: EntryCodec<E>, json: Json): Partial<E> {
  const values = Object.assign({}, ...codec.map((field) => field.read(json))) as E;
  return sameJson(writeEntry(codec, values), json) ? values : { ...values, json_resume: json };
}
