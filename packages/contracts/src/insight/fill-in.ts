import { z } from 'zod';
import { findTemplateText } from '../cv/template-text';
import type { ImprovementContent } from './improvement';

/** One missing piece a suggestion asks the user for ("What you did", "The result"). */
export const fillInFieldSchema = z.object({
  key: z.string().regex(/^[a-z][a-z_]{0,29}$/),
  label: z.string().trim().min(1).max(80),
  /** An example answer, shown as the input's placeholder attribute (never written to the CV). */
  example: z.string().max(120).optional(),
});
export type FillInField = z.infer<typeof fillInFieldSchema>;

/**
 * A suggestion that needs the user's own words: a sentence whose `{key}` slots are filled with
 * the answers to `fields` (docs/decisions/032-no-placeholders.md). Applied only once every field
 * is filled; the CV receives the composed sentence, never the skeleton.
 */
export const fillInSchema = z
  .object({
    sentence: z.string().trim().min(1).max(300),
    fields: z.array(fillInFieldSchema).min(1).max(5),
  })
  .refine(
    ({ sentence, fields }) =>
      [...sentence.matchAll(/\{([a-z_]+)\}/g)].every((slot) =>
        fields.some((field) => field.key === slot[1]),
      ) && fields.every((field) => sentence.includes(`{${field.key}}`)),
    { message: 'Every {slot} of the sentence must be one of its fields, and every field used.' },
  );
export type FillIn = z.infer<typeof fillInSchema>;

/** The user's answers to a fill-in suggestion, by field key. */
export const fillInValuesSchema = z.record(z.string(), z.string().max(300));
export type FillInValues = z.infer<typeof fillInValuesSchema>;

export type ComposedFillIn =
  | { ok: true; text: string }
  /** The field still to fill in (blank, or holding template text itself). */
  | { ok: false; field: FillInField; reason: 'blank' | 'placeholder' };

/** The sentence with the user's words in its slots; the first unfilled field when one is. */
export function composeFillIn(fillIn: FillIn, values: Readonly<FillInValues>): ComposedFillIn {
  for (const field of fillIn.fields) {
    const value = values[field.key]?.trim() ?? '';
    if (!value) return { ok: false, field, reason: 'blank' };
    if (findTemplateText(value)) return { ok: false, field, reason: 'placeholder' };
  }
  const text = fillIn.sentence
    .replace(/\{([a-z_]+)\}/g, (_, key: string) =>
      (values[key] ?? '').trim().replace(/[.!?]+$/, ''),
    )
    .replace(/\s+/g, ' ')
    .trim();
  // A sentence starting with the user's words ("{what}, …") starts with a capital.
  return { ok: true, text: text.charAt(0).toUpperCase() + text.slice(1) };
}

export const fillInMissingMessage = (field: FillInField, title: string) =>
  `Fill in "${field.label}" before applying "${title}".`;

/** The texts a suggestion would write into a CV (its line, list or fragment's text fields). */
export const suggestionTexts = ({ content }: { content: ImprovementContent }): string[] =>
  typeof content === 'string'
    ? [content]
    : Array.isArray(content)
      ? content
      : Object.values(content).filter((value): value is string => typeof value === 'string');

/**
 * Whether a suggestion writes no unfilled template text (docs/decisions/032-no-placeholders.md):
 * the engine drops any other, the API refuses it, the web does not send one a stored report kept.
 */
export const isFinishedSuggestion = (suggestion: {
  content: ImprovementContent;
  fill_in?: FillIn | undefined;
}): boolean =>
  !suggestionTexts(suggestion).some((text) => findTemplateText(text) !== null) &&
  !(suggestion.fill_in && findTemplateText(suggestion.fill_in.sentence));
