export * from './catalogue';
export { createEmptyCvContent } from './create-empty';
export { normaliseCvContent } from './normalise/normalise-cv-content';
export { resolveSectionType, SECTION_TYPE_ALIASES } from './normalise/section-types';
export { cleanContent, UI_MARKER_KEYS } from './clean';
export { manualPayloadToCvContent } from './manual-payload';
export * from './json-resume';
export { isLinkedin, linkedinOf, locationText, skillListsOf } from './derived-fields';
export {
  dateSpanOf,
  dateStyleOf,
  findDate,
  findDateRange,
  isDateOnly,
  isPresentWord,
  normalisePoint,
  printDatePoint,
  wholePoint,
  withoutDate,
  type DateMatch,
  type DatePoint,
  type DateSpan,
} from './dates';
export { miniPreviewContent } from './mini-preview';
