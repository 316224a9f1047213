import { type CvContent, type ImprovementContent } from '@cvforge/contracts';
import {
  dropIfCreatedAndEmpty,
  educationEntries,
  ensureSection,
  experienceEntryById,
  findExperienceEntry,
  sameText,
  sectionById,
  sectionsOf,
} from './sections';
import type { ApplicableImprovement, UndoRecord } from './types';

const HONORS_SEPARATOR = '; ';
const NONE: UndoRecord = { kind: 'none' };

/** The improvement's content as a list of distinct, non-blank lines (skills, soft skills). */
function listOf(content: ImprovementContent): string[] {
  const raw = typeof content === 'string' ? [content] : Array.isArray(content) ? content : [];
  const items: string[] = [];
  for (const item of raw.map((text) => text.trim())) {
    if (item && !items.some((kept) => sameText(kept, item))) items.push(item);
  }
  return items;
}

/** A skill improvement adds the skills the user confirmed, each a chip (decision 032). */
const skillsOf = (item: ApplicableImprovement): ImprovementContent =>
  item.confirmed ?? item.content;

const textOf = (content: ImprovementContent) => (typeof content === 'string' ? content.trim() : '');

const stringField = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === 'string' ? record[key].trim() : '';

function projectOf(content: ImprovementContent) {
  if (typeof content === 'string')
    return { name: content.trim(), description: '', year: '', url: '' };
  if (Array.isArray(content)) return { name: '', description: '', year: '', url: '' };
  return {
    name: stringField(content, 'name'),
    description: stringField(content, 'description'),
    year: stringField(content, 'year'),
    url: stringField(content, 'url'),
  };
}

const allSkills = (content: CvContent) =>
  sectionsOf(content, 'skills').flatMap(({ content: skills }) => [
    ...skills.technical,
    ...skills.professional,
    ...skills.tools,
  ]);

const softSkillNames = (content: CvContent) =>
  sectionsOf(content, 'soft_skills').flatMap((section) =>
    section.content.soft_skills.map((entry) => entry.name),
  );

const projectNames = (content: CvContent) =>
  sectionsOf(content, 'projects').flatMap((section) =>
    section.content.projects.map((entry) => entry.name),
  );

const summaryText = (content: CvContent) => sectionsOf(content, 'summary')[0]?.content.text ?? '';

const hasText = (texts: readonly string[], text: string) => texts.some((t) => sameText(t, text));

/** Whether the CV already says what the improvement would add (docs/product.md §C4 "detected as applied"). */
export function isPresent(content: CvContent, item: ApplicableImprovement): boolean {
  switch (item.type) {
    case 'skill': {
      const wanted = listOf(skillsOf(item));
      return wanted.length > 0 && wanted.every((skill) => hasText(allSkills(content), skill));
    }
    case 'soft_skill': {
      const wanted = listOf(item.content);
      return wanted.length > 0 && wanted.every((name) => hasText(softSkillNames(content), name));
    }
    case 'keyword':
    case 'experience': {
      const line = textOf(item.content);
      const lines = sectionsOf(content, 'experience').flatMap((section) =>
        section.content.experiences.flatMap((entry) => entry.achievements),
      );
      return line !== '' && hasText(lines, line);
    }
    case 'education': {
      const text = textOf(item.content).toLowerCase();
      return (
        text !== '' &&
        educationEntries(content).some((entry) => entry.honors.toLowerCase().includes(text))
      );
    }
    case 'projects': {
      const { name } = projectOf(item.content);
      return name !== '' && hasText(projectNames(content), name);
    }
    case 'overall': {
      const text = textOf(item.content);
      return text !== '' && summaryText(content).trim() === text;
    }
    case 'formatting':
    case 'structure':
      return false;
  }
}

/** Writes the improvement into a copy of the content; `undo` says how to take it out again. */
export function applyImprovement(
  original: CvContent,
  item: ApplicableImprovement,
): { content: CvContent; undo: UndoRecord } {
  const content = structuredClone(original);
  return { content, undo: write(content, item) };
}

function write(content: CvContent, item: ApplicableImprovement): UndoRecord {
  switch (item.type) {
    case 'skill': {
      const added = listOf(skillsOf(item)).filter((skill) => !hasText(allSkills(content), skill));
      if (!added.length) return NONE;
      const section = ensureSection(content, 'skills');
      section.content.technical.push(...added);
      return { kind: 'skills', sectionId: section.id, added };
    }
    case 'soft_skill': {
      const names = listOf(item.content).filter((name) => !hasText(softSkillNames(content), name));
      if (!names.length) return NONE;
      const section = ensureSection(content, 'soft_skills');
      const entries = names.map((name) => ({ id: crypto.randomUUID(), name, description: '' }));
      section.content.soft_skills.push(...entries);
      return { kind: 'soft_skills', sectionId: section.id, entryIds: entries.map((e) => e.id) };
    }
    case 'keyword':
    case 'experience': {
      const line = textOf(item.content);
      const entry = findExperienceEntry(content, item.part_to_update);
      if (!line || !entry || hasText(entry.achievements, line)) return NONE;
      entry.achievements.push(line);
      return { kind: 'achievement', entryId: entry.id, line };
    }
    case 'education': {
      const text = textOf(item.content);
      const [entry] = educationEntries(content);
      if (!text || !entry || entry.honors.toLowerCase().includes(text.toLowerCase())) return NONE;
      entry.honors = entry.honors === '' ? text : `${entry.honors}${HONORS_SEPARATOR}${text}`;
      return { kind: 'honors', entryId: entry.id, text };
    }
    case 'projects': {
      const project = projectOf(item.content);
      if (!project.name && !project.description) return NONE;
      if (project.name && hasText(projectNames(content), project.name)) return NONE;
      const section = ensureSection(content, 'projects');
      const entry = { id: crypto.randomUUID(), ...project };
      section.content.projects.push(entry);
      return { kind: 'project', sectionId: section.id, entryId: entry.id };
    }
    case 'overall': {
      const text = textOf(item.content);
      if (!text) return NONE;
      const section = ensureSection(content, 'summary');
      const previous = section.content.text;
      section.content.text = text;
      return { kind: 'summary', sectionId: section.id, previous, written: text };
    }
    case 'formatting':
    case 'structure':
      return NONE;
  }
}

/** Removes one occurrence (the last: what we appended) of `text` from `list`. */
function removeLast(list: string[], text: string) {
  const index = list.lastIndexOf(text);
  if (index >= 0) list.splice(index, 1);
}

/** `honors` without the fragment we wrote, or undefined when it is no longer there as written. */
function withoutFragment(honors: string, text: string): string | undefined {
  const sep = HONORS_SEPARATOR;
  if (honors === text) return '';
  if (honors.endsWith(`${sep}${text}`)) return honors.slice(0, -(text.length + sep.length));
  const middle = honors.lastIndexOf(`${sep}${text}${sep}`);
  if (middle >= 0) return honors.slice(0, middle) + honors.slice(middle + sep.length + text.length);
  if (honors.startsWith(`${text}${sep}`)) return honors.slice(text.length + sep.length);
  return undefined;
}

/**
 * Takes out of a copy of the content exactly what `applyImprovement` wrote, where it is still
 * there as written; text the user changed or added since is kept.
 */
export function undoImprovement(
  original: CvContent,
  item: { undo?: UndoRecord | null },
  undo: UndoRecord = item.undo ?? NONE,
): CvContent {
  const content = structuredClone(original);
  switch (undo.kind) {
    case 'skills': {
      const section = sectionById(content, 'skills', undo.sectionId);
      if (!section) break;
      const skills = section.content;
      for (const skill of undo.added) removeLast(skills.technical, skill);
      const isEmpty =
        !skills.technical.length && !skills.professional.length && !skills.tools.length;
      dropIfCreatedAndEmpty(content, section, isEmpty);
      break;
    }
    case 'soft_skills': {
      const section = sectionById(content, 'soft_skills', undo.sectionId);
      if (!section) break;
      const entries = section.content.soft_skills.filter((e) => !undo.entryIds.includes(e.id));
      section.content.soft_skills = entries;
      dropIfCreatedAndEmpty(content, section, !entries.length);
      break;
    }
    case 'achievement': {
      const entry = experienceEntryById(content, undo.entryId);
      if (entry) removeLast(entry.achievements, undo.line);
      break;
    }
    case 'honors': {
      const entry = educationEntries(content).find((candidate) => candidate.id === undo.entryId);
      const honors = entry && withoutFragment(entry.honors, undo.text);
      if (entry && honors !== undefined) entry.honors = honors;
      break;
    }
    case 'project': {
      const section = sectionById(content, 'projects', undo.sectionId);
      if (!section) break;
      const entries = section.content.projects.filter((entry) => entry.id !== undo.entryId);
      section.content.projects = entries;
      dropIfCreatedAndEmpty(content, section, !entries.length);
      break;
    }
    case 'summary': {
      const section = sectionById(content, 'summary', undo.sectionId);
      if (!section || section.content.text !== undo.written) break;
      section.content.text = undo.previous;
      const isEmpty = !undo.previous && !section.content.highlightedKeywords.length;
      dropIfCreatedAndEmpty(content, section, isEmpty);
      break;
    }
    case 'none':
      break;
  }
  return content;
}
