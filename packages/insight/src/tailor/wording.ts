import type { CvContent } from '@cvforge/contracts';
import { sectionsOf } from '../apply/sections';
import type { Knowledge } from '../knowledge';
import { escapeRegExp, writtenTerms } from './text';

/**
 * Where the CV names a skill the job names too, but spells it differently ("Postgres",
 * "PostgreSQL"), the job's spelling is used: the same skill, in the words the ATS searches for.
 */
export function alignVocabulary(
  knowledge: Knowledge,
  content: CvContent,
  jobDescription: string,
): void {
  const jobSpelling = new Map<string, string>();
  for (const { name, written } of writtenTerms(knowledge, jobDescription))
    if (!jobSpelling.has(name)) jobSpelling.set(name, written);
  const stems = (text: string) =>
    knowledge
      .tokens(text)
      .map((token) => token.stem)
      .join(' ');
  const align = (text: string, listContext: boolean) => {
    let result = text;
    for (const { name, written } of writtenTerms(knowledge, text, { listContext })) {
      const wanted = jobSpelling.get(name);
      // Only another spelling of the skill ("Postgres"), not the same words in the plural,
      // never one adding a version or level the CV does not state ("WCAG" is not "WCAG 2.1"),
      // and never a plain word of the posting's prose ("interview" for Interviewing).
      if (
        wanted &&
        stems(wanted) !== stems(written) &&
        !/\d/.test(wanted) &&
        /\p{Lu}/u.test(wanted)
      )
        result = result.replace(
          new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(written)}(?![\\p{L}\\p{N}])`, 'u'),
          () => wanted,
        );
    }
    return result;
  };
  for (const section of sectionsOf(content, 'experience'))
    for (const entry of section.content.experiences)
      entry.achievements = entry.achievements.map((line) => align(line, false));
  for (const section of sectionsOf(content, 'summary'))
    section.content.text = align(section.content.text, false);
  for (const section of sectionsOf(content, 'skills')) {
    const skills = section.content;
    skills.technical = dedupe(skills.technical.map((item) => align(item, true)));
    skills.professional = dedupe(skills.professional.map((item) => align(item, true)));
    skills.tools = dedupe(skills.tools.map((item) => align(item, true)));
  }
}

function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
