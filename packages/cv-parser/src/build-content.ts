import type { SectionType } from '@cvforge/contracts';
import { educationFromParts, looksLikeEducation, readEducation } from './education';
import { findDateRange } from './dates';
import { isContactText } from './contact-patterns';
import { readExperience } from './experience';
import { readCertifications } from './certifications';
import {
  readLanguages,
  readNamedEntries,
  withProjectUrl,
  withoutUrl,
  readReferences,
  readSoftSkills,
  readSummary,
} from './other-sections';
import { readSkills } from './skills';
import { isTimeline, readTimeline } from './timeline';
import type { Confidence, LogicalLine, Section } from './types';

/** Entries read in one section that belong to another (schools and projects in a timeline of jobs). */
interface Moved {
  education: object[];
  projects: object[];
}

interface DraftSection {
  type: SectionType;
  title: string;
  content: Record<string, unknown>;
}

const LIST_CONFIDENCE = 0.7;
const TITLES: Record<keyof Moved, string> = { education: 'Education', projects: 'Projects' };

/** Human languages' names (stems) in the eight languages, to tell them from programming languages. */
const HUMAN_LANGUAGE =
  /(?<!\p{L})(?:engl|ingl|angl|angiel|germ|deut|allem|alem|tedes|niem|duits|fren|franz|fran[cç]|frans|spani|span|espa|spagn|hiszp|itali|ital|wło|portu|dutch|nieder|néerl|neerl|oland|holend|neder|polish|poln|polon|pols|chin|japan|japon|giappon|kore|russ|rusk|ruso|rosyj|arab|árab|hindi|turk|türk|swed|schwed|szwedz|su[eé]d|norw|danish|dänisch|danois|danés|duńsk|finn|greek|griech|grec|grieg|czech|tschech|czesk|ukraiń|chiń|japoń|cines|chino|giappon|japo|hungar|ungar|roman|rumän|catal|katal|galeg|basque|basq|euskar|urdu|bengal|tamil|telugu|marathi|gujarati|punjabi|persian|farsi|hebr|vietnam|thai|indonés|indones|malay|swahili|ukrain|croat|kroat|serb|slovak|sloven|bulgar|lithuan|latvi|eston|irish|irisch|gaelic|welsh|walis|latin|latein|mandarin|cantonese|kantones|afrikaans)/iu;

function listConfidence(confidence: Confidence, type: string, entries: object[]) {
  entries.forEach((entry, index) => {
    for (const [key, value] of Object.entries(entry)) {
      if (value) confidence[`sections.${type}.${index}.${key}`] = LIST_CONFIDENCE;
    }
  });
}

/** Experience confidence keyed by the kept entries' new places. */
function renumbered(found: Confidence, read: object[], kept: object[]): Confidence {
  const result: Confidence = {};
  kept.forEach((entry, index) => {
    const prefix = `sections.experience.${read.indexOf(entry)}.`;
    for (const [key, value] of Object.entries(found))
      if (key.startsWith(prefix))
        result[`sections.experience.${index}.${key.slice(prefix.length)}`] = value;
  });
  return result;
}

function contentOf(
  type: SectionType,
  lines: LogicalLine[],
  confidence: Confidence,
  guessed = false,
  moved: Moved = { education: [], projects: [] },
): Record<string, unknown> | undefined {
  const list = (key: string, entries: object[]) => {
    listConfidence(confidence, type, entries);
    return { [key]: entries };
  };
  switch (type) {
    case 'summary': {
      const text = readSummary(lines);
      if (text) confidence['sections.summary.text'] = 0.8;
      return { text };
    }
    case 'experience': {
      if (isTimeline(lines)) {
        const timeline = readTimeline(lines);
        moved.education.push(...timeline.schools);
        moved.projects.push(...timeline.projects);
        Object.assign(confidence, timeline.confidence);
        return { experiences: timeline.jobs };
      }
      const { entries, confidence: found } = readExperience(lines);
      if (!guessed) {
        Object.assign(confidence, found);
        return { experiences: entries };
      }
      // Found without a heading: schools and degrees are not jobs, and every field is a guess.
      const isSchool = (entry: (typeof entries)[number]) =>
        looksLikeEducation(entry.title) || looksLikeEducation(entry.company);
      const kept = entries.filter((entry) => !isSchool(entry));
      for (const entry of entries.filter(isSchool))
        moved.education.push(educationFromParts([entry.title, entry.company], entry.duration));
      for (const [key, value] of Object.entries(renumbered(found, entries, kept)))
        confidence[key] = Math.min(value, 0.5);
      return { experiences: kept };
    }
    case 'education': {
      const { entries, confidence: found } = readEducation(lines);
      Object.assign(confidence, found);
      return { education: entries };
    }
    case 'skills': {
      const { skills, confidence: found } = readSkills(lines);
      Object.assign(confidence, found);
      return skills;
    }
    case 'languages':
      return list('languages', readLanguages(lines));
    case 'certifications':
      return list('certifications', readCertifications(lines));
    case 'projects':
      return list('projects', readNamedEntries(lines).map(withProjectUrl));
    case 'awards':
      return list('awards', readNamedEntries(lines).map(withoutUrl));
    case 'achievements':
      return list(
        'achievements',
        readNamedEntries(lines).map((entry) => ({ ...withoutUrl(entry), context: '' })),
      );
    case 'soft_skills':
      return list('soft_skills', readSoftSkills(lines));
    case 'references':
      return list('references', readReferences(lines));
    default:
      return undefined;
  }
}

const wordsOf = (lines: LogicalLine[]) =>
  lines
    .map((line) => line.text)
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** Share of words two copies of one section have in common. */
const SAME_TEXT = 0.9;

/** Whether these lines print again what is already there (word overlap both ways). */
function repeats(known: LogicalLine[], lines: LogicalLine[]): boolean {
  const before = wordsOf(known);
  const again = wordsOf(lines);
  if (again.length === 0 || before.length === 0) return false;
  const pool = new Map<string, number>();
  for (const word of before) pool.set(word, (pool.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of again) {
    const count = pool.get(word) ?? 0;
    if (count > 0) {
      common++;
      pool.set(word, count - 1);
    }
  }
  return (2 * common) / (before.length + again.length) >= SAME_TEXT;
}

/**
 * A skills group titled "Languages" ("Sprachen: Java, Kotlin"; a sidebar's "LANGUAGES" over
 * "C#", "SQL"), told by its names, each section on its own before repeated headings merge.
 */
function isSkillGroupOfLanguages(section: Section): boolean {
  if (section.type !== 'languages') return false;
  const names = readLanguages(section.lines).map((entry) => entry.name);
  return names.length > 0 && !names.some((name) => HUMAN_LANGUAGE.test(name));
}

/** Step 9: each detected section read into its canonical content; repeated headings are merged. */
export function buildSections(sections: Section[]) {
  const confidence: Confidence = {};
  const linesByType = new Map<SectionType, { title: string; lines: LogicalLine[] }>();
  for (const section of sections) {
    if (!section.type || section.type === 'personal_info') continue;
    const type: SectionType = isSkillGroupOfLanguages(section) ? 'skills' : section.type;
    const known = linesByType.get(type);
    if (known && repeats(known.lines, section.lines)) {
      // The same section printed twice: the copy with no contact details mixed in is kept.
      if (known.lines.some((line) => isContactText(line.text))) known.lines = [...section.lines];
    } else if (known) known.lines.push(...section.lines);
    else linesByType.set(type, { title: section.title, lines: [...section.lines] });
  }
  // Jobs printed under the name with no heading of their own: the untitled block's lines from its
  // first date range on, when they hold two or more dated entries and no experience was found.
  let untitledJobs = false;
  const untitled = sections.find((section) => !section.type)?.lines ?? [];
  const first = untitled.findIndex(
    (line) => findDateRange(line.text) !== undefined && !isContactText(line.text),
  );
  const dated = untitled
    .slice(Math.max(first, 0))
    .filter((line) => findDateRange(line.text) && !isContactText(line.text));
  if (!linesByType.has('experience') && first >= 0 && dated.length >= 2) {
    untitledJobs = true;
    linesByType.set('experience', { title: 'Experience', lines: untitled.slice(first) });
  }
  const drafts: DraftSection[] = [];
  const moved: Moved = { education: [], projects: [] };
  for (const [type, { title, lines }] of linesByType) {
    const guessed = type === 'experience' && untitledJobs;
    const content = contentOf(type, lines, confidence, guessed, moved);
    if (content) drafts.push({ type, title, content });
  }
  for (const [type, entries] of Object.entries(moved) as [keyof Moved, object[]][]) {
    if (entries.length === 0) continue;
    // Entries found among the jobs: after any read as such, at a guess's confidence.
    const section = drafts.find((draft) => draft.type === type);
    const known = (section?.content[type] as object[] | undefined) ?? [];
    entries.forEach((entry, index) => {
      for (const [key, value] of Object.entries(entry))
        if (value) confidence[`sections.${type}.${known.length + index}.${key}`] = 0.4;
    });
    if (section) section.content = { [type]: [...known, ...entries] };
    else drafts.push({ type, title: TITLES[type], content: { [type]: entries } });
  }
  return { drafts, confidence };
}
