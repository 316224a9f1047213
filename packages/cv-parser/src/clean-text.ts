import { cleanStoredText, mapJsonStrings } from '@cvforge/contracts';

/**
 * What a PDF's text layer holds besides words: U+0000 from glyphs without a Unicode mapping,
 * other control characters, private-use icon glyphs (Font Awesome and the like), soft hyphens,
 * ligature code points and lone surrogates. None of it is text a person wrote, and PostgreSQL
 * refuses NUL and lone surrogates in jsonb (docs/decisions/011-parse-pipeline.md).
 */

// Private-use areas: the BMP's (icon fonts) and planes 15 and 16.
const PRIVATE_USE_AND_SPACES = /(?:[\uE000-\uF8FF]|[\uDB80-\uDBFF][\uDC00-\uDFFF])[ \u00A0]*/g;
const SOFT_HYPHEN = /\u00AD/g;
// Lone surrogates: removed here (the stored-text rule would turn them into U+FFFD).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Latin (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ) and Armenian presentation-form ligatures: NFKC on these code points only,
// so superscripts, full-width text and the like elsewhere in the string are kept as they are.
const LIGATURES = /[\uFB00-\uFB06\uFB13-\uFB17]/g;

/** One string of parser output, cleaned (then held to the stored-text rule of @cvforge/contracts). */
export function cleanParsedText(text: string): string {
  let cleaned = text.replace(LONE_SURROGATE, '');
  // An icon before a contact line goes with the space after it ("\uF0E0 jane@example.com").
  const withoutIcons = cleaned.replace(PRIVATE_USE_AND_SPACES, '');
  if (withoutIcons !== cleaned) cleaned = withoutIcons.trim();
  return cleanStoredText(
    cleaned.replace(SOFT_HYPHEN, '').replace(LIGATURES, (ligature) => ligature.normalize('NFKC')),
  );
}

/** Every string of a parser result (object keys too) cleaned with `cleanParsedText`. */
export function cleanParsedValue<T>(value: T): T {
  return mapJsonStrings(value, cleanParsedText);
}

/** Words separated by whitespace, whatever they hold. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
