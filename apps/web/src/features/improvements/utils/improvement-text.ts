import type { ImprovementContent, ImprovementSuggestion } from '@cvforge/contracts';

/** Advice (formatting, structure) changes nothing in the CV: there is nothing to apply. */
export const isAdvice = ({ type }: Pick<ImprovementSuggestion, 'type'>) =>
  type === 'formatting' || type === 'structure';

/** The texts an applied improvement puts into the CV, as the preview draws them. */
export function addedTexts({ type, content }: ImprovementSuggestion): string[] {
  // Advice: marked applied, but nothing in the CV changes.
  if (isAdvice({ type })) return [];
  if (typeof content === 'string') return [content.trim()].filter(Boolean);
  if (Array.isArray(content)) return content.map((item) => item.trim()).filter(Boolean);
  // A structured fragment (a project): the preview shows its name as the entry's title.
  return typeof content.name === 'string' && content.name.trim() ? [content.name.trim()] : [];
}

/** Readable lines of a structured fragment: its text fields, name first. */
export function fragmentLines(content: Exclude<ImprovementContent, string | string[]>): string[] {
  return Object.values(content).filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
}

export interface TextPiece {
  text: string;
  /** A [bracketed] part the user must replace with their own words. */
  isPlaceholder: boolean;
}

/** Splits a line into plain text and its [placeholders]. */
export function splitPlaceholders(line: string): TextPiece[] {
  return line
    .split(/(\[[^\]]+\])/)
    .filter(Boolean)
    .map((text) => ({ text, isPlaceholder: /^\[[^\]]+\]$/.test(text) }));
}

export const hasPlaceholder = (content: ImprovementContent): boolean => {
  const lines =
    typeof content === 'string'
      ? [content]
      : Array.isArray(content)
        ? content
        : fragmentLines(content);
  return lines.some((line) => /\[[^\]]+\]/.test(line));
};
