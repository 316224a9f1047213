import type { AppliedImprovementsBody, LooseCvContent } from '@cvforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGeneratedImprovementsQueryOptions,
  type GeneratedImprovements,
} from '../api/get-generated-improvements';
import { useAppliedAutosave } from './use-applied-autosave';

/** Applied improvement ids, each with the company that receives it (null when none is needed). */
export type AppliedMap = ReadonlyMap<string, string | null>;

function bodyOf(applied: AppliedMap): AppliedImprovementsBody {
  const targets = [...applied].filter((entry): entry is [string, string] => entry[1] !== null);
  return {
    applied_improvements: [...applied.keys()],
    ...(targets.length > 0 ? { part_to_update: Object.fromEntries(targets) } : {}),
  };
}

/**
 * The page's toggles (docs/product.md §C4 "Improvement toggles"): switched at once on screen, saved in
 * the background; the server's answer to each save is the content the preview draws.
 */
export function useImprovementToggles(cvId: string, initial: GeneratedImprovements) {
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<AppliedMap>(
    () =>
      new Map(
        initial.generated_improvements
          .filter((item) => item.applied)
          .map((item) => [item.id, item.part_to_update ?? null]),
      ),
  );
  const [content, setContent] = useState<LooseCvContent | null>(initial.cv_content);

  const autosave = useAppliedAutosave(cvId, (result) => {
    if (result.cv_content !== null) setContent(result.cv_content);
    // The next visit starts from what the server now holds.
    queryClient.setQueryData(getGeneratedImprovementsQueryOptions(cvId).queryKey, result);
  });

  function commit(next: AppliedMap) {
    setApplied(next);
    autosave.schedule(bodyOf(next));
  }

  return {
    applied,
    content,
    apply: (id: string, company: string | null = null) => commit(new Map(applied).set(id, company)),
    unapply: (id: string) => {
      const next = new Map(applied);
      next.delete(id);
      commit(next);
    },
    flush: autosave.flush,
  };
}
