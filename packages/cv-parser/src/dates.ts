// The date grammar is shared with the insight engine and the JSON Resume mapping.
export {
  findDate,
  findDateRange,
  isDateOnly,
  normalisePoint,
  withoutDate,
  type DateMatch,
} from '@cvforge/cv-model';
