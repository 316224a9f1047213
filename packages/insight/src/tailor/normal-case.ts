import { normalCase as sharedNormalCase, type CvContent } from '@cvforge/contracts';
import type { Knowledge } from '../knowledge';

/**
 * A text printed in capitals written in normal case by the shared rule
 * (packages/contracts/src/cv/normal-case.ts), with the knowledge base's own spellings ("DevOps").
 */
export function normalCase(text: string, knowledge?: Knowledge): string {
  return sharedNormalCase(text, (word) => {
    const known = knowledge?.term(word) ?? knowledge?.findTerms(word)[0]?.term;
    return known?.name;
  });
}

/** The name, the headline and each job's title and employer in normal case when the source shouts them. */
export function unshoutContent(content: CvContent, knowledge: Knowledge): void {
  const info = content.personal_info;
  info.name = normalCase(info.name, knowledge);
  info.title = normalCase(info.title, knowledge);
  for (const section of content.sections) {
    if (section.type === 'personal_info') {
      section.content.name = normalCase(section.content.name, knowledge);
      section.content.title = normalCase(section.content.title, knowledge);
    }
    if (section.type === 'experience')
      for (const entry of section.content.experiences) {
        entry.title = normalCase(entry.title, knowledge);
        entry.company = normalCase(entry.company, knowledge);
      }
  }
}
