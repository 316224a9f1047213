import { resolveSectionType } from './section-types';
import { isRecord, normaliseKey, parseJsonText, type Rec } from './values';

/** Keys that wrap CV content in API records and responses (docs/product.md §C3 and §C7), most specific first. */
const WRAPPER_KEYS = [
  'contentjson',
  'content',
  'cvcontent',
  'previewcontent',
  'generatedcontent',
  'data',
  'cv',
  'resume',
];
const MAX_WRAPPING = 6;

export interface UnwrappedCv {
  /** The object holding the CV itself. */
  root: Rec;
  /** The wrappers around it, nearest first (they may carry job_title or template_id). */
  wrappers: Rec[];
}

function asContainer(value: unknown): Rec | undefined {
  const parsed = parseJsonText(value);
  if (Array.isArray(parsed)) return { sections: parsed };
  return isRecord(parsed) ? parsed : undefined;
}

function looksLikeCv(record: Rec): boolean {
  return Object.keys(record).some((key) => {
    const normal = normaliseKey(key);
    return normal === 'sections' || normal === 'metadata' || resolveSectionType(key) !== undefined;
  });
}

function wrappedChild(record: Rec): Rec | undefined {
  const byKey = new Map(Object.entries(record).map(([key, value]) => [normaliseKey(key), value]));
  for (const key of WRAPPER_KEYS) {
    const child = asContainer(byKey.get(key));
    if (child) return child;
  }
  return undefined;
}

/**
 * Finds the CV object inside JSON text and wrappers (content, preview_content,
 * generated_content, data …). A wrapped CV wins over a record that merely looks like one,
 * since CV list items carry both `sections` and `preview_content`.
 */
export function unwrapCv(input: unknown): UnwrappedCv {
  const wrappers: Rec[] = [];
  let current = asContainer(input) ?? {};
  for (let depth = 0; depth < MAX_WRAPPING; depth++) {
    const child = wrappedChild(current);
    if (!child || (looksLikeCv(current) && !looksLikeCv(child))) break;
    wrappers.unshift(current);
    current = child;
  }
  return { root: current, wrappers };
}
