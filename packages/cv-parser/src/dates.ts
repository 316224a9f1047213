import { isDateOnly as isDateOnlyText } from '@cvforge/cv-model';
import { remembered } from './remembered';

// The date grammar is shared with the insight engine and the JSON Resume mapping.
export {
  findDate,
  findDateRange,
  normalisePoint,
  withoutDate,
  type DateMatch,
} from '@cvforge/cv-model';

/** A text that is a date or range and nothing else; remembered, as layout passes ask per line. */
export const isDateOnly = remembered(isDateOnlyText);
