/**
 * Sample content (the `contact_only` generation source) is written into the CV with this mark
 * before each sample value, so the editor, the preview and the PDF all show it as an example to
 * replace until the person edits it (docs/decisions/014-tailored-generation.md).
 */
export const SAMPLE_MARK = '[Example]';

/** True while a value still carries the sample mark (the person has not replaced it). */
export function isSampleText(value: string): boolean {
  return value.trimStart().startsWith(SAMPLE_MARK);
}

export function markSample(value: string): string {
  return isSampleText(value) ? value : `${SAMPLE_MARK} ${value}`;
}
