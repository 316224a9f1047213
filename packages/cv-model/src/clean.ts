import type { CvContent } from '@cvforge/contracts';
import { DEFAULT_SECTION_CATALOGUE, type SectionCatalogue } from './catalogue';
import { normaliseCvContent } from './normalise/normalise-cv-content';
import { isRecord, normaliseKey } from './normalise/values';

/** Marks the editor and the improvements preview put on content; they are never saved. */
export const UI_MARKER_KEYS = [
  'isImproved',
  'isEnhanced',
  'isNew',
  'isHighlighted',
  'highlighted',
  'highlight',
  'isModified',
  'isEdited',
  'improvementId',
] as const;

const MARKERS = new Set(UI_MARKER_KEYS.map(normaliseKey));
const MARK_TAG = /<\/?mark\b[^>]*>/gi;
const HAS_MARK_TAG = /<\/?mark\b[^>]*>/i;
// The normaliser reads nothing deeper; a cap keeps hostile nesting from exhausting the stack.
const MAX_DEPTH = 32;

/** Repeats until none is left, since removing one tag can join a new one ("<<mark>mark>"). */
function stripMarkTags(text: string): string {
  let stripped = text;
  while (HAS_MARK_TAG.test(stripped)) stripped = stripped.replace(MARK_TAG, '');
  return stripped;
}

function stripMarkers(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return stripMarkTags(value);
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => stripMarkers(item, depth + 1));
  if (!isRecord(value)) return value;
  const kept = Object.entries(value).filter(([key]) => !MARKERS.has(normaliseKey(key)));
  return Object.fromEntries(kept.map(([key, item]) => [key, stripMarkers(item, depth + 1)]));
}

/**
 * Content ready to save (PUT /cv/{cvId}/content): UI markers and `<mark>` highlights removed,
 * achievements back to plain lines, everything else canonical.
 */
export function cleanContent(
  content: unknown,
  catalogue: SectionCatalogue = DEFAULT_SECTION_CATALOGUE,
): CvContent {
  return normaliseCvContent(stripMarkers(content), catalogue);
}
