/** Parser confidence below this marks a value doubtful (the editor's "check this" threshold). */
export const DOUBTFUL_BELOW = 0.6;

/**
 * Whether a field path (`personal_info.title`, `sections.education.0.institution`) holds a value
 * the parser was unsure of. The editor shows such fields as "check this"; until the user has
 * confirmed them (a re-upload or a save drops the scores) the tailoring does not promote them.
 */
export function doubtfulPaths(
  confidence: Readonly<Record<string, number>> | null | undefined,
): (path: string) => boolean {
  const doubtful = new Set(
    Object.entries(confidence ?? {})
      .filter(([, score]) => score < DOUBTFUL_BELOW)
      .map(([path]) => path),
  );
  return (path) => doubtful.has(path);
}
