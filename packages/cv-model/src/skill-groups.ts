import type { SkillGroup, SkillsContent } from '@cvforge/contracts';
import { uniqueTexts } from './normalise/values';

type Lists = Pick<SkillsContent, 'technical' | 'professional' | 'tools'>;

/** Named skill groups → the three lists templates and analysis read; a group's name picks its list. */
export function skillListsOf(groups: readonly Pick<SkillGroup, 'name' | 'keywords'>[]): Lists {
  const lists: Lists = { technical: [], professional: [], tools: [] };
  for (const { name, keywords } of groups) {
    const target = /tool/i.test(name)
      ? lists.tools
      : /professional|soft|business|management|leadership/i.test(name)
        ? lists.professional
        : lists.technical;
    target.push(...(keywords.length > 0 ? keywords : [name]));
  }
  // Trimmed and without repeats, as the normaliser leaves stored lists.
  const tidy = (items: string[]) => uniqueTexts(items.map((item) => item.trim()).filter(Boolean));
  return {
    technical: tidy(lists.technical),
    professional: tidy(lists.professional),
    tools: tidy(lists.tools),
  };
}
