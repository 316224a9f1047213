import { DOUBTFUL_BELOW, type CvContent } from '@cvforge/contracts';
import { mainSection } from './sections';

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

/** The doubtful values themselves ("972.502.9488" read as a field of study), as the CV holds them. */
export function doubtfulValues(
  content: CvContent,
  confidence: Readonly<Record<string, number>> | null | undefined,
): string[] {
  const doubtful = doubtfulPaths(confidence);
  const values: string[] = [];
  // The headline only: the name and contact details are the person's, whatever the parser thought.
  if (doubtful('personal_info.title')) values.push(content.personal_info.title);
  for (const type of ['experience', 'education'] as const) {
    const entries = mainSection(content, type)?.content;
    const list: object[] =
      (entries && ('experiences' in entries ? entries.experiences : entries.education)) ?? [];
    list.forEach((entry, index) => {
      for (const [field, value] of Object.entries(entry))
        if (typeof value === 'string' && doubtful(`sections.${type}.${index}.${field}`))
          values.push(value);
    });
  }
  return values.map((value) => value.trim()).filter((value) => value.length > 2);
}
