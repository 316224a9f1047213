import type { CvContent } from '@cvforge/contracts';
import { parseDuration } from '../extract/dates';
import type { Knowledge } from '../knowledge';
import { STOPWORDS } from '../text/tokens';
import { softSkillShown } from './evidence';
import { escapeRegExp, writtenTerms } from './text';

/** The kinds of fact a tailored CV may move or reword but never introduce. */
export type EntityKind =
  'employer' | 'title' | 'degree' | 'institution' | 'certification' | 'date' | 'number' | 'skill';

export interface Fabrication {
  kind: EntityKind;
  value: string;
  /** Where in the output it was found: "experiences[0].company", "cover letter". */
  where: string;
}

/** Everything the sources say, indexed for the checks. */
export interface SourceFacts {
  contents: readonly CvContent[];
  corpus: string;
  numbers: ReadonlySet<string>;
  terms: ReadonlySet<string>;
  titleWords: ReadonlySet<string>;
  ranges: ReadonlySet<string>;
  now: Date;
}

const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐-―]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** "3,000" → "3000", "06" → "6", "2.4" → "2.4". */
export function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((raw) => {
    const plain = /,\d{3}\b/.test(raw) ? raw.replace(/,/g, '') : raw.replace(',', '.');
    const value = Number(plain);
    return Number.isFinite(value) ? String(value) : raw;
  });
}

interface Text {
  where: string;
  text: string;
}

/** Every text of a CV with its path; ids, photos and the cover letter left out. */
function textsOf(content: CvContent): Text[] {
  const texts: Text[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      if (value.trim()) texts.push({ where, text: value });
    } else if (Array.isArray(value))
      value.forEach((item, index) => walk(item, `${where}[${index}]`));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        if (key !== 'id' && key !== 'photo' && key !== 'template_id')
          walk(item, where ? `${where}.${key}` : key);
  };
  walk(content.personal_info, 'personal_info');
  walk(content.metadata, 'metadata');
  for (const section of content.sections)
    if (section.type !== 'cover_letter') walk(section.content, section.type);
  return texts;
}

const entriesOf = <T>(content: CvContent, type: string, key: string) =>
  content.sections
    .filter((section) => section.type === type)
    .flatMap((section) => (section.content as unknown as Record<string, T[]>)[key] ?? []);

const titlesOf = (content: CvContent) => [
  content.personal_info.title,
  content.metadata.target_role,
  ...content.sections.flatMap((section) =>
    section.type === 'personal_info' ? [section.content.title] : [],
  ),
  ...entriesOf<{ title: string }>(content, 'experience', 'experiences').map((entry) => entry.title),
  ...entriesOf<{ title: string }>(content, 'references', 'references').map((entry) => entry.title),
];

const titleStemsOf = (knowledge: Knowledge, title: string) =>
  knowledge
    .tokens(title)
    .map((token) => token.stem)
    .filter((stem) => !STOPWORDS.has(stem));

const DATED: readonly [type: string, key: string, fields: readonly string[]][] = [
  ['experience', 'experiences', ['duration']],
  ['education', 'education', ['year']],
  ['certifications', 'certifications', ['year', 'expiry']],
  ['projects', 'projects', ['year']],
  ['achievements', 'achievements', ['year']],
  ['awards', 'awards', ['year']],
];

function datesOf(content: CvContent): Text[] {
  return DATED.flatMap(([type, key, fields]) =>
    entriesOf<Record<string, string>>(content, type, key).flatMap((entry, index) =>
      fields
        .map((field) => ({ where: `${type}[${index}].${field}`, text: entry[field] ?? '' }))
        .filter(({ text }) => text.trim()),
    ),
  );
}

const rangeKey = (text: string, now: Date) => {
  const range = parseDuration(text, now);
  return range ? `${range.start}-${range.end}` : undefined;
};

export function sourceFacts(
  knowledge: Knowledge,
  contents: readonly CvContent[],
  now: Date,
): SourceFacts {
  const texts = contents.flatMap(textsOf);
  return {
    contents,
    corpus: texts.map(({ text }) => normalise(text)).join('\n'),
    numbers: new Set(texts.flatMap(({ text }) => numbersIn(text))),
    terms: new Set(
      texts.flatMap(({ text }) =>
        knowledge.findTerms(text, { listContext: true }).map((hit) => hit.term.name),
      ),
    ),
    titleWords: new Set(
      contents.flatMap(titlesOf).flatMap((title) => titleStemsOf(knowledge, title)),
    ),
    ranges: new Set(contents.flatMap(datesOf).flatMap(({ text }) => rangeKey(text, now) ?? [])),
    now,
  };
}

const said = (facts: SourceFacts, value: string) => facts.corpus.includes(normalise(value));

const saidAsWords = (facts: SourceFacts, value: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(normalise(value))}(?![\\p{L}\\p{N}])`, 'u').test(
    facts.corpus,
  );

/** A term is in the sources, or (a soft skill) one of their lines shows it at work. */
const termKnown = (facts: SourceFacts, name: string, kind: string) =>
  facts.terms.has(name) || (kind === 'soft' && softSkillShown(name, facts.contents) !== undefined);

/** Numbers and knowledge-base terms of free text that the sources do not hold. */
function textFabrications(
  knowledge: Knowledge,
  facts: SourceFacts,
  { where, text }: Text,
  listContext: boolean,
): Fabrication[] {
  const found: Fabrication[] = [];
  for (const number of numbersIn(text))
    if (!facts.numbers.has(number)) found.push({ kind: 'number', value: number, where });
  for (const { name, written } of writtenTerms(knowledge, text, { listContext })) {
    const term = knowledge.term(name);
    // Known by name, or written in the sources word for word (inside a longer name: "Azure Synapse").
    if (termKnown(facts, name, term?.kind ?? 'skill') || saidAsWords(facts, written)) continue;
    found.push({
      kind: term?.kind === 'certification' ? 'certification' : 'skill',
      value: name,
      where,
    });
  }
  return found;
}

const LIST_FIELD =
  /^(skills\.(technical|professional|tools)|soft_skills\.soft_skills\[\d+\]\.name|languages)/;

/**
 * Every employer, title, degree, institution, certification, date, number and skill of the
 * output that the sources (the CV and the user's other CVs) do not contain.
 */
export function fabrications(
  knowledge: Knowledge,
  output: CvContent,
  facts: SourceFacts,
): Fabrication[] {
  const found: Fabrication[] = [];
  const check = (kind: EntityKind, where: string, value: string) => {
    if (value.trim() && !said(facts, value)) found.push({ kind, value, where });
  };
  entriesOf<{ company: string }>(output, 'experience', 'experiences').forEach((entry, index) =>
    check('employer', `experiences[${index}].company`, entry.company),
  );
  entriesOf<{ company: string }>(output, 'references', 'references').forEach((entry, index) =>
    check('employer', `references[${index}].company`, entry.company),
  );
  entriesOf<{ name: string; issuing_organization: string }>(
    output,
    'certifications',
    'certifications',
  ).forEach((entry, index) => {
    check('certification', `certifications[${index}].name`, entry.name);
    check('employer', `certifications[${index}].issuing_organization`, entry.issuing_organization);
  });
  entriesOf<{ degree: string; field: string; institution: string }>(
    output,
    'education',
    'education',
  ).forEach((entry, index) => {
    check('degree', `education[${index}].degree`, entry.degree);
    check('degree', `education[${index}].field`, entry.field);
    check('institution', `education[${index}].institution`, entry.institution);
  });
  for (const title of titlesOf(output))
    if (
      title.trim() &&
      !said(facts, title) &&
      !titleStemsOf(knowledge, title).every((word) => facts.titleWords.has(word))
    )
      found.push({ kind: 'title', value: title, where: 'title' });
  for (const { where, text } of datesOf(output)) {
    const key = rangeKey(text, facts.now);
    if (!said(facts, text) && !(key && facts.ranges.has(key)))
      found.push({ kind: 'date', value: text, where });
  }
  for (const text of textsOf(output)) {
    const isList = LIST_FIELD.test(text.where);
    found.push(...textFabrications(knowledge, facts, text, isList));
    if (!isList) found.push(...namedPlaceFabrications(knowledge, facts, text));
    // A listed skill the knowledge base does not know must be written in the sources as it is.
    if (
      isList &&
      text.where.startsWith('skills') &&
      !knowledge.findTerms(text.text, { listContext: true }).length
    )
      check('skill', text.where, text.text);
  }
  return found;
}

/** Capitalised names after "at", "from", "with", "to" …: the employers and schools a letter names. */
const NAMED_PLACE =
  /\b(?:at|from|with|for|to|by|joined)\s+(\p{Lu}[\p{L}\p{N}&'’.–-]*(?:[ \t]+(?:\p{Lu}[\p{L}\p{N}&'’.–-]*|&|of|and|the|de|du|da|van|von))*)/gu;

/** Names after "at", "for", "to", "joined" … (employers, schools) that the sources do not hold. */
function namedPlaceFabrications(knowledge: Knowledge, facts: SourceFacts, { where, text }: Text) {
  const found: Fabrication[] = [];
  for (const match of text.matchAll(NAMED_PLACE)) {
    // A name ends where its sentence does ("… Rotterdam. My …").
    const name =
      (match[1] ?? '')
        .split(/\.\s/)[0]
        ?.replace(/\s+(and|of|the|&)$/i, '')
        .replace(/[.,]$/, '') ?? '';
    // "with JavaScript": a skill, checked as one above.
    const isSkill = writtenTerms(knowledge, name, { listContext: true }).some(
      ({ written }) => written === name,
    );
    if (name.length > 2 && !isSkill && !said(facts, name))
      found.push({ kind: 'employer', value: name, where });
  }
  return found;
}

/**
 * The cover letter's numbers, skills and named employers that the sources do not hold; the
 * company and role it is addressed to are the job's, not claims.
 */
export function letterFabrications(
  knowledge: Knowledge,
  letter: string,
  facts: SourceFacts,
  job: { company_name: string; job_title: string },
): Fabrication[] {
  const addressed = [job.company_name, job.job_title].map((text) => text.trim()).filter(Boolean);
  let text = letter;
  for (const name of addressed) text = text.replace(new RegExp(escapeRegExp(name), 'gi'), ' ');
  const found = textFabrications(knowledge, facts, { where: 'cover letter', text }, false);
  found.push(...namedPlaceFabrications(knowledge, facts, { where: 'cover letter', text }));
  return found;
}
