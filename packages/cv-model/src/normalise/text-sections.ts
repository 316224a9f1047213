import { skillGroupSchema, type SectionContent, type SkillListKey } from '@cvforge/contracts';
import { z } from 'zod';
import { currentSkillGroups } from '../derived-fields';
import { carried } from './kept';
import type { SectionHandler } from './list-section';
import {
  fieldsOf,
  isRecord,
  normaliseKey,
  parseJsonText,
  pick,
  pickText,
  toList,
  toText,
  toTextList,
  uniqueTexts,
} from './values';

type Summary = SectionContent<'summary'>;
type Skills = SectionContent<'skills'>;
type CoverLetter = SectionContent<'cover_letter'>;

const SUMMARY_TEXT = ['text', 'summary', 'professionalsummary', 'content', 'description', 'value'];
const KEYWORDS = ['highlightedkeywords', 'keywords'];

export const summaryHandler: SectionHandler<Summary> = {
  normalise(raw) {
    const value = parseJsonText(raw);
    if (Array.isArray(value))
      return { text: toTextList(value, 'lines').join('\n'), highlightedKeywords: [] };
    if (!isRecord(value)) return { text: toText(value), highlightedKeywords: [] };
    const fields = fieldsOf(value);
    const keywords = toTextList(pick(fields, KEYWORDS), 'items');
    return { text: pickText(fields, SUMMARY_TEXT), highlightedKeywords: uniqueTexts(keywords) };
  },
  merge: (base, extra) => ({
    text: base.text || extra.text,
    highlightedKeywords: uniqueTexts([...base.highlightedKeywords, ...extra.highlightedKeywords]),
  }),
  isEmpty: (content) => content.text === '' && content.highlightedKeywords.length === 0,
  finalise: (content) => content,
};

type SkillBucket = SkillListKey;

const BUCKET_ALIASES: Readonly<Record<SkillBucket, readonly string[]>> = {
  technical: ['technical', 'technicalskills', 'hard', 'hardskills', 'technologies'],
  professional: ['professional', 'professionalskills', 'business', 'soft', 'softskills', 'core'],
  tools: ['tools', 'software', 'toolstechnologies', 'toolsandtechnologies', 'platforms'],
};
const BUCKETS = Object.keys(BUCKET_ALIASES) as SkillBucket[];
const NOT_SKILLS = new Set(['id', 'type', 'title', 'category', 'level', 'description', 'groups']);

function bucketOf(name: unknown): SkillBucket | undefined {
  const key = normaliseKey(toText(name));
  return BUCKETS.find((bucket) => BUCKET_ALIASES[bucket].includes(key));
}

/** A JSON Resume style `{ name, keywords, category }` item adds its name and keywords. */
function addItem(skills: Skills, item: unknown, bucket: SkillBucket): void {
  if (!isRecord(item)) {
    skills[bucket].push(...toTextList([item], 'items'));
    return;
  }
  const fields = fieldsOf(item);
  const own = bucketOf(pick(fields, ['category', 'type', 'group'])) ?? bucket;
  skills[own].push(
    ...toTextList([pick(fields, ['name', 'skill', 'title', 'text', 'value'])], 'items'),
    ...toTextList(pick(fields, ['keywords', 'items', 'skills']), 'items'),
  );
}

function unique(skills: Skills): Skills {
  return {
    technical: uniqueTexts(skills.technical),
    professional: uniqueTexts(skills.professional),
    tools: uniqueTexts(skills.tools),
  };
}

export const skillsHandler: SectionHandler<Skills> = {
  normalise(raw) {
    const value = parseJsonText(raw);
    const skills: Skills = { technical: [], professional: [], tools: [] };
    if (!isRecord(value)) {
      for (const item of toList(value, 'items')) addItem(skills, item, 'technical');
      return unique(skills);
    }
    // Known buckets by name; any other list (frameworks, databases …) counts as technical.
    for (const [key, list] of Object.entries(value)) {
      if (NOT_SKILLS.has(normaliseKey(key))) continue;
      const bucket = bucketOf(key) ?? 'technical';
      for (const item of toList(list, 'items')) addItem(skills, item, bucket);
    }
    return { ...unique(skills), ...carried(fieldsOf(value), 'groups', z.array(skillGroupSchema)) };
  },
  merge: (base, extra) => ({
    ...unique({
      technical: [...base.technical, ...extra.technical],
      professional: [...base.professional, ...extra.professional],
      tools: [...base.tools, ...extra.tools],
    }),
    ...((base.groups ?? extra.groups) && { groups: base.groups ?? extra.groups }),
  }),
  isEmpty: (content) =>
    [content.technical, content.professional, content.tools].every((list) => list.length === 0),
  finalise: (content) => {
    const { groups: _, ...lists } = content;
    const groups = currentSkillGroups(content);
    return groups ? { ...lists, groups } : lists;
  },
};

const LETTER_TEXT = ['content', 'text', 'body', 'letter', 'value'];

export const coverLetterHandler: SectionHandler<CoverLetter> = {
  normalise(raw) {
    const value = parseJsonText(raw);
    const fields = fieldsOf(value);
    const letter = isRecord(value) ? pick(fields, ['coverletter']) : value;
    const content = isRecord(letter) ? pickText(fieldsOf(letter), LETTER_TEXT) : toText(letter);
    return { cover_letter: { content: content || pickText(fields, LETTER_TEXT) } };
  },
  merge: (base, extra) => (base.cover_letter.content === '' ? extra : base),
  isEmpty: (content) => content.cover_letter.content === '',
  finalise: (content) => content,
};
