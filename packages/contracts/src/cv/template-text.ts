/**
 * Unfilled template text (docs/decisions/032-no-placeholders.md): the slots a template leaves for
 * the user's own words — "[what you did]", "[N]", "<Company Name>", "{{name}}", "by XX%". One rule
 * for the API (saves refuse it), the engine (never writes or copies it) and the editor (flags it).
 *
 * Real content is not a slot: "[1]" citations, bracketed dates "[ 2020 – 2024 ]", "[PDF]",
 * "[sic]", Markdown links "[GitHub](https://…)", HTML tags "<br>", addresses "<ann@x.org>", "C#".
 */

/** Single words that are only ever a slot when bracketed alone ("[Company]", "<Role>"). */
const SLOT_WORDS = new Set(
  [
    'action',
    'amount',
    'company',
    'city',
    'date',
    'employer',
    'keyword',
    'metric',
    'name',
    'number',
    'outcome',
    'percent',
    'percentage',
    'placeholder',
    'project',
    'result',
    'role',
    'skill',
    'team',
    'title',
    'tool',
    'verb',
    'year',
  ].map((word) => word.toLowerCase()),
);

/** "N", "X", "XX", "#": a number left to fill in ("[x]" is a ticked box, not a slot). */
const NUMBER_SLOT = /^(?:N{1,2}|X{1,3}|#+)$/;
/** Words only: letters (any script), spaces, hyphens, apostrophes, commas, slashes. */
const WORDS_ONLY = /^[\p{L}][\p{L}\s'’,/-]*$/u;
const HTML_TAGS = /^\/?(?:a|b|i|u|p|br|hr|em|li|ol|ul|div|span|mark|strong|small|sub|sup)\b/i;

function isSlot(inner: string, bracket: '[' | '<'): boolean {
  if (inner !== inner.trim() || inner === '') return false;
  if (NUMBER_SLOT.test(inner)) return true;
  if (!WORDS_ONLY.test(inner)) return false;
  if (bracket === '<' && HTML_TAGS.test(inner)) return false;
  const words = inner.split(/\s+/);
  if (words.length > 1) return words.some((word) => /\p{L}{3}/u.test(word));
  return SLOT_WORDS.has(inner.toLowerCase());
}

const SQUARE = /\[([^[\]\n]{1,80})\](?!\()/g;
/** Not straight after a name: "Map<Key Type>" is a generic type. */
const ANGLE = /(?<![\p{L}\d_])<([^<>\n]{1,80})>/gu;
const MUSTACHE = /\{\{[^{}\n]{1,80}\}\}/;
const NUMBER_PLACEHOLDER = /(?<![\p{L}\d])(?:X{1,3}|N{1,2})\s?%|\$X{1,3}(?![\p{L}\d])/u;

/** The first unfilled template slot in `text`, as written, or null when there is none. */
export function findTemplateText(text: string): string | null {
  for (const [regex, bracket] of [
    [SQUARE, '['],
    [ANGLE, '<'],
  ] as const) {
    for (const match of text.matchAll(regex)) if (isSlot(match[1] ?? '', bracket)) return match[0];
  }
  return MUSTACHE.exec(text)?.[0] ?? NUMBER_PLACEHOLDER.exec(text)?.[0] ?? null;
}

export const hasTemplateText = (text: string): boolean => findTemplateText(text) !== null;

/** Refused saves name the field and quote the slot. */
export const templateTextMessage = (field: string, slot: string) =>
  `${field} still holds the placeholder "${slot}". Replace it with your own words before saving.`;
