import type { ImprovementSuggestion } from '@cvforge/contracts';

/**
 * How to reverse one applied improvement. It names what was written and where, so undoing
 * removes exactly that and never text the user wrote afterwards.
 */
export type UndoRecord =
  | { kind: 'skills'; sectionId: string; added: string[] }
  | { kind: 'soft_skills'; sectionId: string; entryIds: string[] }
  | { kind: 'achievement'; entryId: string; line: string }
  /** The fragment written into honors (alone, or joined with "; "). */
  | { kind: 'honors'; entryId: string; text: string }
  | { kind: 'project'; sectionId: string; entryId: string }
  | { kind: 'summary'; sectionId: string; previous: string; written: string }
  | { kind: 'none' };

/** What applying needs to know of an improvement. */
export type ApplicableImprovement = Pick<
  ImprovementSuggestion,
  'type' | 'content' | 'part_to_update'
> &
  Partial<Pick<ImprovementSuggestion, 'confirmed'>>;

/** An improvement as the server stores it: the suggestion and, once applied, its undo record. */
export type StoredImprovement = ImprovementSuggestion & { undo: UndoRecord | null };
