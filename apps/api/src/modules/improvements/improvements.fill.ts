import {
  type AppliedImprovementsBody,
  composeFillIn,
  fillInMissingMessage,
  findTemplateText,
  suggestionTexts,
  type SuggestionInput,
} from '@cvforge/contracts';
import type { StoredImprovement } from '@cvforge/insight/apply';
import { AppError } from '../../http/app-error';

export const CONFIRM_SKILLS_MESSAGE =
  'Choose the skills you have used: only the ones you confirm are added.';
export const UNKNOWN_SKILL_MESSAGE = 'Only the skills this improvement suggests can be confirmed.';

const refuse = (message: string, path: string) =>
  new AppError('VALIDATION_ERROR', 400, message, { issues: [{ path, message }] });

const sameSkill = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * POST /cv/{id}/generate: a suggestion never carries a placeholder into a CV
 * (docs/decisions/032-no-placeholders.md); one that needs the user's words says so with fill_in.
 */
export function assertFinishedSuggestions(suggestions: readonly SuggestionInput[]) {
  suggestions.forEach((suggestion, index) => {
    const texts = [
      ...suggestionTexts(suggestion),
      ...(suggestion.fill_in ? [suggestion.fill_in.sentence] : []),
    ];
    for (const text of texts) {
      const slot = findTemplateText(text);
      if (slot)
        throw refuse(
          `The suggestion "${suggestion.title}" holds the placeholder "${slot}": ask for the missing words with fill_in instead.`,
          `suggestions.${index}.content`,
        );
    }
  });
}

/** A skill improvement listing several skills adds only those the user confirmed, one by one. */
function withConfirmedSkills(item: StoredImprovement, confirmed: readonly string[] | undefined) {
  const offered = Array.isArray(item.content) ? item.content : [];
  if (offered.length <= 1 && confirmed === undefined) return item;
  if (!confirmed?.length) throw refuse(CONFIRM_SKILLS_MESSAGE, `confirmed.${item.id}`);
  if (confirmed.some((skill) => !offered.some((offer) => sameSkill(offer, skill))))
    throw refuse(UNKNOWN_SKILL_MESSAGE, `confirmed.${item.id}`);
  return {
    ...item,
    confirmed: offered.filter((offer) => confirmed.some((c) => sameSkill(c, offer))),
  };
}

/** A fill-in improvement becomes the sentence composed from the user's words, once all are given. */
function withFilledSentence(item: StoredImprovement, given: Record<string, string> | undefined) {
  if (!item.fill_in) {
    // One stored before suggestions asked for the user's words may still hold a placeholder.
    const slot = suggestionTexts(item).map(findTemplateText).find(Boolean);
    if (slot)
      throw refuse(
        `"${item.title}" holds the placeholder "${slot}": analyse your CV again for a suggestion that asks for your words.`,
        `applied_improvements.${item.id}`,
      );
    return item;
  }
  const values = { ...item.values, ...given };
  const composed = composeFillIn(item.fill_in, values);
  if (!composed.ok)
    throw refuse(
      fillInMissingMessage(composed.field, item.title),
      `filled.${item.id}.${composed.field.key}`,
    );
  return { ...item, values, content: composed.text };
}

/**
 * The improvements about to be applied, with the user's words and confirmed skills in them;
 * refuses (400, naming the field) one that is not ready. Applied ones are left as they are.
 */
export function withUserAnswers(
  items: readonly StoredImprovement[],
  { applied_improvements: ids, filled = {}, confirmed = {} }: AppliedImprovementsBody,
): StoredImprovement[] {
  return items.map((item) => {
    if (item.applied || !ids.includes(item.id)) return item;
    if (item.type === 'skill')
      return withConfirmedSkills(item, confirmed[item.id] ?? item.confirmed);
    return withFilledSentence(item, filled[item.id]);
  });
}
