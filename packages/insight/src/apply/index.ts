export { applyImprovement, isPresent, undoImprovement } from './apply-improvement';
export { reconcileApplied, type ReconciledImprovements } from './reconcile';
export { findExperienceEntry } from './sections';
export type { ApplicableImprovement, StoredImprovement, UndoRecord } from './types';
