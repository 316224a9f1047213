import type { AppliedImprovementsBody, LooseCvContent } from '@cvforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGeneratedImprovementsQueryOptions,
  type GeneratedImprovements,
} from '../api/get-generated-improvements';
import { storedAnswer, type ImprovementAnswer } from '../utils/improvement-answers';
import { useAppliedAutosave } from './use-applied-autosave';

/** Applied improvement ids, each with the company that receives it (null when none is needed). */
export type AppliedMap = ReadonlyMap<string, string | null>;

export type AnswerMap = ReadonlyMap<string, ImprovementAnswer>;

/** The applied set, with the user's words and confirmed skills of the applied ones. */
function bodyOf(applied: AppliedMap, answers: AnswerMap): AppliedImprovementsBody {
  const targets = [...applied].filter((entry): entry is [string, string] => entry[1] !== null);
  const given = [...applied.keys()].flatMap((id) => {
    const answer = answers.get(id);
    return answer ? [[id, answer] as const] : [];
  });
  const filled = given.flatMap(([id, { filled }]) => (filled ? [[id, filled]] : []));
  const confirmed = given.flatMap(([id, { confirmed }]) => (confirmed ? [[id, confirmed]] : []));
  return {
    applied_improvements: [...applied.keys()],
    ...(targets.length > 0 ? { part_to_update: Object.fromEntries(targets) } : {}),
    ...(filled.length > 0 ? { filled: Object.fromEntries(filled) } : {}),
    ...(confirmed.length > 0 ? { confirmed: Object.fromEntries(confirmed) } : {}),
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
  const [answers, setAnswers] = useState<AnswerMap>(
    () =>
      new Map(initial.generated_improvements.map((item) => [item.id, storedAnswer(item)] as const)),
  );
  const [content, setContent] = useState<LooseCvContent | null>(initial.cv_content);

  const autosave = useAppliedAutosave(cvId, (result) => {
    if (result.cv_content !== null) setContent(result.cv_content);
    // The next visit starts from what the server now holds.
    queryClient.setQueryData(getGeneratedImprovementsQueryOptions(cvId).queryKey, result);
  });

  function commit(next: AppliedMap) {
    setApplied(next);
    autosave.schedule(bodyOf(next, answers));
  }

  return {
    applied,
    answers,
    content,
    /** Words and chips change only while the card is not applied (applying sends them). */
    answer: (id: string, answer: ImprovementAnswer) =>
      setAnswers((current) => new Map(current).set(id, answer)),
    apply: (id: string, company: string | null = null) => commit(new Map(applied).set(id, company)),
    unapply: (id: string) => {
      const next = new Map(applied);
      next.delete(id);
      commit(next);
    },
    flush: autosave.flush,
  };
}
