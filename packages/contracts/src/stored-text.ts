/**
 * What "text we store" means, in one place: the API cleans every string it accepts with it before
 * validation, and every background job cleans what it writes with it. PostgreSQL refuses NUL in
 * text and jsonb and refuses lone surrogates in jsonb, so neither may ever reach a query.
 * See docs/decisions/010-stored-text.md.
 */

// C0 controls except tab (U+0009) and newline (U+000A), DEL, and the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /\r\n?/g;
const MAX_DEPTH = 64;

/**
 * One string as we store it: CR and CRLF become newlines, other control characters are removed,
 * a lone UTF-16 surrogate becomes U+FFFD, and the result is in Unicode normal form C.
 */
export function cleanStoredText(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(CONTROLS, '').toWellFormed().normalize('NFC');
}

/** Whether `cleanStoredText` would change anything but the normal form (a character it drops). */
export function hasUnstorableCharacters(text: string): boolean {
  return cleanStoredText(text) !== text.normalize('NFC');
}

/** Every string in a JSON value (object keys too) cleaned with `cleanStoredText`. */
export function cleanStoredValue<T>(value: T): T {
  return mapJsonStrings(value, cleanStoredText);
}

/**
 * An object literal or parsed JSON, or the kind a query-string parser makes (whose prototype is
 * an empty object without one); not a class instance.
 */
export function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    prototype === Object.prototype ||
    prototype === null ||
    Object.getPrototypeOf(prototype as object) === null
  );
}

/**
 * A JSON value with `map` applied to every string and object key; other values unchanged.
 * Nesting deeper than any document of ours is left as it is for the schema to refuse.
 */
export function mapJsonStrings<T>(value: T, map: (text: string) => string): T {
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item === 'string') return map(item);
    if (item === null || typeof item !== 'object' || depth > MAX_DEPTH) return item;
    if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
    if (!isPlainObject(item)) return item;
    return Object.fromEntries(
      Object.entries(item).map(([key, entry]) => [map(key), walk(entry, depth + 1)]),
    );
  };
  return walk(value, 0) as T;
}

/**
 * Fields whose exact characters carry meaning: an e-mail address, a password, a token or code.
 * Cleaning would silently change what the person typed, so a request holding a character we do
 * not store in one of them is refused instead, naming the field.
 */
export const VERBATIM_FIELDS: ReadonlySet<string> = new Set([
  'email',
  'password',
  'current_password',
  'new_password',
  'confirm_password',
  'token',
  'refresh_token',
  'access_token',
  'code',
  'state',
]);

/**
 * The first verbatim field (as a dotted path) that holds a character `cleanStoredText` would drop,
 * searched through a request body or query.
 */
export function findUnstorableVerbatimField(
  value: unknown,
  path = '',
  depth = 0,
): string | undefined {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof item === 'string') {
      if (VERBATIM_FIELDS.has(key) && hasUnstorableCharacters(item)) return at;
    } else {
      const found = findUnstorableVerbatimField(item, at, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}
