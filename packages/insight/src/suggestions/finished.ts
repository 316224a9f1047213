import { hasTemplateText, type EngineSuggestion } from '@cvforge/contracts';

/** The texts a suggestion would write into a CV. */
export const suggestionTexts = ({ content }: Pick<EngineSuggestion, 'content'>): string[] =>
  typeof content === 'string'
    ? [content]
    : Array.isArray(content)
      ? content
      : Object.values(content).filter((value): value is string => typeof value === 'string');

/** Whether a suggestion writes no unfilled template text (docs/decisions/032-no-placeholders.md). */
export const isFinished = (suggestion: Pick<EngineSuggestion, 'content'>): boolean =>
  !suggestionTexts(suggestion).some(hasTemplateText);
