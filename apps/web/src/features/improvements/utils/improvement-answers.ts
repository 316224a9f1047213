import { composeFillIn, type FillInValues, type ImprovementSuggestion } from '@cvforge/contracts';

/** What the user gave a card: words for a form, the skills they confirmed. */
export interface ImprovementAnswer {
  filled?: FillInValues;
  confirmed?: string[];
}

/** A skill card listing several skills: each is a chip the user confirms (decision 032). */
export const asksToConfirm = (
  item: ImprovementSuggestion,
): item is ImprovementSuggestion & {
  content: string[];
} => item.type === 'skill' && Array.isArray(item.content) && item.content.length > 1;

/** The answers the server already holds for an improvement (applied before). */
export const storedAnswer = (item: ImprovementSuggestion): ImprovementAnswer => ({
  ...(item.values ? { filled: item.values } : {}),
  ...(item.confirmed ? { confirmed: item.confirmed } : {}),
});

/** Why the improvement cannot be applied yet, or null when it can. */
export function notReadyReason(item: ImprovementSuggestion, answer: ImprovementAnswer) {
  if (asksToConfirm(item) && !answer.confirmed?.length)
    return 'Confirm at least one skill you have used first.';
  if (item.fill_in) {
    const composed = composeFillIn(item.fill_in, answer.filled ?? {});
    if (!composed.ok)
      return composed.reason === 'blank'
        ? `Fill in "${composed.field.label}" first.`
        : `Write "${composed.field.label}" in your own words, without brackets.`;
  }
  return null;
}

/** The improvement as applying it writes it: the composed sentence, the confirmed skills. */
export function answered(item: ImprovementSuggestion, answer: ImprovementAnswer) {
  if (asksToConfirm(item)) return { ...item, content: answer.confirmed ?? [] };
  if (item.fill_in) {
    const composed = composeFillIn(item.fill_in, answer.filled ?? {});
    return { ...item, content: composed.ok ? composed.text : '' };
  }
  return item;
}
