import { DRAG_TOGGLE_GUARD_MS } from '@cvforge/contracts';
import { useRef, useState } from 'react';

/**
 * Which section cards are collapsed. A toggle within DRAG_TOGGLE_GUARD_MS of a drag's end is
 * ignored (docs/product.md §C2, §C9): releasing a drag over a card header would otherwise also toggle it.
 */
export function useSectionCollapse(sectionIds: readonly string[]) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const lastDragEndAt = useRef(Number.NEGATIVE_INFINITY);

  return {
    isCollapsed: (id: string) => collapsed.has(id),
    toggle(id: string) {
      if (Date.now() - lastDragEndAt.current < DRAG_TOGGLE_GUARD_MS) return;
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    },
    expandAll: () => setCollapsed(new Set()),
    collapseAll: () => setCollapsed(new Set(sectionIds)),
    markDragEnd() {
      lastDragEndAt.current = Date.now();
    },
  };
}
