/**
 * Names and titles printed in capitals are written in normal case, the printed value kept so the
 * editor can put it back (docs/decisions/037-normal-case.md).
 */
import { normalCase, type CvContent } from '@cvforge/contracts';
import type { Printed } from './types';

/** Writes the name, the headline and each job's title in normal case; returns what was printed. */
export function writeInNormalCase(content: CvContent): Printed {
  const printed: Printed = {};
  const write = (path: string, value: string) => {
    const written = normalCase(value);
    if (written !== value) printed[path] = value;
    return written;
  };
  const info = content.personal_info;
  info.name = write('personal_info.name', info.name);
  info.title = write('personal_info.title', info.title);
  for (const section of content.sections) {
    if (section.type === 'personal_info') {
      section.content.name = normalCase(section.content.name);
      section.content.title = normalCase(section.content.title);
    }
    if (section.type === 'experience')
      section.content.experiences.forEach((entry, index) => {
        entry.title = write(`sections.experience.${index}.title`, entry.title);
      });
  }
  return printed;
}
