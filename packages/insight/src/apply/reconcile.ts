import type { CvContent } from '@cvforge/contracts';
import { applyImprovement, undoImprovement } from './apply-improvement';
import type { StoredImprovement } from './types';

export interface ReconciledImprovements {
  content: CvContent;
  items: StoredImprovement[];
}

/**
 * The overall improvements each replace the whole summary, so at most one is applied: a newly
 * chosen one wins over the one already applied, the last chosen over earlier ones.
 */
function wantedIds(items: readonly StoredImprovement[], appliedIds: readonly string[]) {
  const wanted = new Set(appliedIds);
  const overall = items.filter((item) => item.type === 'overall' && wanted.has(item.id));
  if (overall.length > 1) {
    const chosen = [...overall]
      .sort(
        (a, b) =>
          Number(a.applied) - Number(b.applied) ||
          appliedIds.lastIndexOf(b.id) - appliedIds.lastIndexOf(a.id),
      )
      .at(0);
    for (const item of overall) if (item !== chosen) wanted.delete(item.id);
  }
  return wanted;
}

/**
 * Brings content and improvements to the applied set `appliedIds`: improvements no longer in it
 * are undone, new ones applied (keyword and experience ones into the experience of the company
 * `partToUpdate` names for them). Undoing is order-independent, so the order does not matter.
 */
export function reconcileApplied(
  content: CvContent,
  items: readonly StoredImprovement[],
  appliedIds: readonly string[],
  partToUpdate: Readonly<Record<string, string>> = {},
): ReconciledImprovements {
  const wanted = wantedIds(items, appliedIds);
  let current = content;
  const next = items.map((item): StoredImprovement => {
    if (!item.applied || wanted.has(item.id)) return item;
    current = undoImprovement(current, item);
    return { ...item, applied: false, undo: null, part_to_update: null };
  });
  const result = next.map((item): StoredImprovement => {
    if (item.applied || !wanted.has(item.id)) return item;
    const target = {
      ...item,
      part_to_update: partToUpdate[item.id] ?? item.part_to_update ?? null,
    };
    const applied = applyImprovement(current, target);
    current = applied.content;
    return { ...target, applied: true, undo: applied.undo };
  });
  return { content: current, items: result };
}
