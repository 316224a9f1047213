import type { KeywordMatch, SectionType } from '@cvforge/contracts';
import type { Knowledge } from '../knowledge';
import { phrasePlaces, type CvProfile, type TermPlaces } from '../extract/cv-profile';
import { experiencePlace } from '../extract/cv-reading';
import { mergedYears } from '../extract/dates';
import { titleStems, type JobTarget, type TargetSkill } from '../extract/target';

/**
 * Sections whose lines show a skill was used: an experience, project or education line (or an
 * achievement or award). A skills list or a summary only claims it (docs/product.md §C9).
 */
const SHOWN_IN = new Set<SectionType>([
  'summary',
  'experience',
  'projects',
  'education',
  'achievements',
  'awards',
]);
/** Lists that name things without showing them. */
const LIST_SECTIONS = new Set<SectionType>(['skills', 'soft_skills', 'languages']);
/** A skill only listed counts this much of one shown in an experience, project or education line. */
export const LISTED_ONLY_CREDIT = 0.05;
/** A missing skill of a family the CV knows (Recruiting for Talent Acquisition) counts this much. */
export const RELATED_CREDIT = 0.25;

export interface SkillMatch {
  skill: TargetSkill;
  found: TermPlaces | undefined;
  /** When missing: a skill of the same family the CV shows. */
  related: string | undefined;
  /** 1 shown, LISTED_ONLY_CREDIT listed only, RELATED_CREDIT related, 0 missing. */
  credit: number;
}

export interface KeywordHit {
  keyword: string;
  kind: 'skill' | 'phrase' | 'certification';
  weight: number;
  critical: boolean;
  places: string[];
  count: number;
  /** Occurrences × words in the keyword: what density counts. */
  wordHits: number;
  /** What finding it is worth: 1 shown, LISTED_ONLY_CREDIT only listed or claimed, 0 missing. */
  credit: number;
}

/** The CV read against the job: every skill, soft skill, certification and phrase, found or not. */
export interface TargetMatch {
  target: JobTarget;
  skills: SkillMatch[];
  softSkills: { name: string; found: TermPlaces | undefined }[];
  certifications: { name: string; found: TermPlaces | undefined }[];
  keywords: KeywordHit[];
  /** Weighted share (0-1) of the job's vocabulary the CV uses anywhere. */
  relevance: number;
  /** Years (merged) in jobs like the target: a shared title word or one of its skills used there. */
  relevantYears: number;
}

/** Whether a line of an experience, project or education entry shows the term. */
export const isShown = (found: TermPlaces) =>
  [...found.sectionTypes].some((type) => SHOWN_IN.has(type));

const credit = (found: TermPlaces | undefined) => {
  if (!found) return 0;
  return isShown(found) ? 1 : LISTED_ONLY_CREDIT;
};

export function matchTarget(
  knowledge: Knowledge,
  profile: CvProfile,
  target: JobTarget,
): TargetMatch {
  const cvSkillByFamily = new Map<string, string>();
  // Only a skill the CV shows vouches for its family.
  for (const found of profile.terms.values())
    if (found.term.kind === 'skill' && isShown(found) && !cvSkillByFamily.has(found.term.category))
      cvSkillByFamily.set(found.term.category, found.term.name);
  const skills = target.hardSkills.map((skill) => {
    const found = profile.terms.get(skill.name);
    const family = knowledge.term(skill.name)?.category;
    const related = family ? cvSkillByFamily.get(family) : undefined;
    // Listing a skill never costs what a shown skill of its family already earns.
    const earned = Math.max(credit(found), related ? RELATED_CREDIT : 0);
    return { skill, found, related: found ? undefined : related, credit: earned };
  });
  const softSkills = target.softSkills.map((name) => ({ name, found: profile.terms.get(name) }));
  const certifications = target.certifications.map((name) => ({
    name,
    found: profile.terms.get(name),
  }));
  const wordsOf = (text: string) => text.split(/\s+/).length;
  const keywords: KeywordHit[] = [
    ...skills.map(({ skill, found }) => ({
      keyword: skill.name,
      kind: 'skill' as const,
      weight: skill.weight,
      critical: skill.required,
      places: found?.places ?? [],
      count: found?.count ?? 0,
      wordHits: (found?.count ?? 0) * wordsOf(skill.name),
      credit: credit(found),
    })),
    ...target.phrases.map((phrase) => {
      const stems = knowledge.tokens(phrase).map((token) => token.stem);
      const places = phrasePlaces(profile, stems);
      const shown = phrasePlaces(profile, stems, (type) => SHOWN_IN.has(type)).length > 0;
      return {
        keyword: phrase,
        kind: 'phrase' as const,
        weight: 1.5,
        critical: true,
        places,
        count: places.length,
        wordHits: places.length * wordsOf(phrase),
        credit: shown ? 1 : places.length ? LISTED_ONLY_CREDIT : 0,
      };
    }),
    ...certifications.map(({ name, found }) => ({
      keyword: name,
      kind: 'certification' as const,
      weight: 1,
      critical: false,
      places: found?.places ?? [],
      count: found?.count ?? 0,
      wordHits: (found?.count ?? 0) * wordsOf(name),
      // A certificate named in the CV is its own evidence.
      credit: found ? 1 : 0,
    })),
  ];
  return {
    target,
    skills,
    softSkills,
    certifications,
    keywords,
    relevance: vocabularyShare(profile, target),
    relevantYears: relevantYears(knowledge, profile, target, skills),
  };
}

/** Whether a title word names the skill's field: Data Scientist → Data Science, Accountant → Accounting. */
const sameRoot = (a: string, b: string) => {
  let common = 0;
  while (common < Math.min(a.length, b.length) && a[common] === b[common]) common += 1;
  return a === b || (common >= 5 && common >= 0.7 * Math.min(a.length, b.length));
};

/**
 * Whether a job the CV holds names the skill's field (a Data Scientist's title shows Data Science):
 * the report then does not call it missing. Scores and tailoring do not count it.
 */
export function namedByTitle(profile: CvProfile, name: string): boolean {
  const words = name.toLowerCase().split(/\s+/);
  return profile.entries.some(({ entry }) => {
    const title = entry.title.toLowerCase().split(/[^a-z]+/);
    // Every word has the title's root, and one is the field of the title's noun (science/scientist).
    return (
      words.every((word) => title.some((titleWord) => sameRoot(word, titleWord))) &&
      words.some((word) =>
        title.some((titleWord) => titleWord !== word && sameRoot(word, titleWord)),
      )
    );
  });
}

/** Words of the job the CV uses; a word only in a list (skills, languages) counts a small share. */
function vocabularyShare(profile: CvProfile, target: JobTarget): number {
  const written = new Set<string>();
  const listed = new Set<string>();
  profile.chunkTokens.forEach((tokens, index) => {
    const type = profile.chunks[index]?.sectionType;
    const into = type && LIST_SECTIONS.has(type) ? listed : written;
    for (const token of tokens) into.add(token.stem);
  });
  let total = 0;
  let shared = 0;
  for (const [stem, weight] of target.vocabulary) {
    total += weight;
    if (written.has(stem)) shared += weight;
    else if (listed.has(stem)) shared += weight * LISTED_ONLY_CREDIT;
  }
  return total === 0 ? 0 : shared / total;
}

function relevantYears(
  knowledge: Knowledge,
  profile: CvProfile,
  target: JobTarget,
  skills: readonly SkillMatch[],
): number {
  // One shared tool (Excel) proves little: a job counts with a shared title word or two of the skills.
  const skillsUsedAt = new Map<string, number>();
  for (const place of skills.flatMap(({ found }) => found?.places ?? []))
    skillsUsedAt.set(place, (skillsUsedAt.get(place) ?? 0) + 1);
  const relevant = profile.entries.filter(({ entry, range }) => {
    if (!range) return false;
    const sharesTitle = [...titleStems(knowledge, entry.title)].some((word) =>
      target.titleWords.has(word),
    );
    return sharesTitle || (skillsUsedAt.get(experiencePlace(entry.company)) ?? 0) >= 2;
  });
  return mergedYears(relevant.flatMap(({ range }) => (range ? [range] : [])));
}

/** Weighted share (0-1) of the job's hard skills the CV shows. */
export function skillCoverage(match: TargetMatch): number {
  const total = match.skills.reduce((sum, { skill }) => sum + skill.weight, 0);
  if (total === 0) return 0;
  return match.skills.reduce((sum, { skill, credit }) => sum + skill.weight * credit, 0) / total;
}

/** Weighted share (0-1) of all the job's keywords the CV contains (only listed: a small share). */
export function keywordCoverage(match: TargetMatch): number {
  const total = match.keywords.reduce((sum, keyword) => sum + keyword.weight, 0);
  if (total === 0) return 0;
  return match.keywords.reduce((sum, keyword) => sum + keyword.weight * keyword.credit, 0) / total;
}

export const keywordMatches = (match: TargetMatch): KeywordMatch[] =>
  match.keywords
    .filter((keyword) => keyword.places.length > 0)
    .map((keyword) => ({
      keyword: keyword.keyword,
      sections: keyword.places,
      count: keyword.count,
    }));

export const missingKeywords = (match: TargetMatch) =>
  match.keywords
    .filter((keyword) => keyword.places.length === 0)
    .sort((a, b) => Number(b.critical) - Number(a.critical) || b.weight - a.weight);
