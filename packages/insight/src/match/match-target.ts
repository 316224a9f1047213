import type { KeywordMatch } from '@cvforge/contracts';
import type { Knowledge } from '../knowledge';
import { phrasePlaces, type CvProfile, type TermPlaces } from '../extract/cv-profile';
import { experiencePlace } from '../extract/cv-reading';
import { mergedYears } from '../extract/dates';
import { titleStems, type JobTarget, type TargetSkill } from '../extract/target';

/** Sections where a skill shows it was used, not only listed. */
const IN_CONTEXT = new Set(['experience', 'summary', 'projects', 'achievements', 'awards']);
/** A skill only listed counts this much of one used in an achievement. */
export const LISTED_ONLY_CREDIT = 0.85;
/** A missing skill of a family the CV knows (Recruiting for Talent Acquisition) counts this much. */
export const RELATED_CREDIT = 0.25;

export interface SkillMatch {
  skill: TargetSkill;
  found: TermPlaces | undefined;
  /** When missing: a skill of the same family the CV shows. */
  related: string | undefined;
  /** 1 used in context, LISTED_ONLY_CREDIT listed only, RELATED_CREDIT related, 0 missing. */
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

const credit = (found: TermPlaces | undefined) => {
  if (!found) return 0;
  return [...found.sectionTypes].some((type) => IN_CONTEXT.has(type)) ? 1 : LISTED_ONLY_CREDIT;
};

export function matchTarget(
  knowledge: Knowledge,
  profile: CvProfile,
  target: JobTarget,
): TargetMatch {
  const cvSkillByFamily = new Map<string, string>();
  for (const { term } of profile.terms.values())
    if (term.kind === 'skill' && !cvSkillByFamily.has(term.category))
      cvSkillByFamily.set(term.category, term.name);
  const skills = target.hardSkills.map((skill) => {
    const found = profile.terms.get(skill.name);
    const family = knowledge.term(skill.name)?.category;
    const related = found || !family ? undefined : cvSkillByFamily.get(family);
    return { skill, found, related, credit: found ? credit(found) : related ? RELATED_CREDIT : 0 };
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
    })),
    ...target.phrases.map((phrase) => {
      const places = phrasePlaces(
        profile,
        knowledge.tokens(phrase).map((token) => token.stem),
      );
      return {
        keyword: phrase,
        kind: 'phrase' as const,
        weight: 1.5,
        critical: true,
        places,
        count: places.length,
        wordHits: places.length * wordsOf(phrase),
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

function vocabularyShare(profile: CvProfile, target: JobTarget): number {
  const cvStems = new Set(
    profile.chunkTokens.flatMap((tokens) => tokens.map((token) => token.stem)),
  );
  let total = 0;
  let shared = 0;
  for (const [stem, weight] of target.vocabulary) {
    total += weight;
    if (cvStems.has(stem)) shared += weight;
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

/** Weighted share (0-1) of all the job's keywords the CV contains. */
export function keywordCoverage(match: TargetMatch): number {
  const total = match.keywords.reduce((sum, keyword) => sum + keyword.weight, 0);
  if (total === 0) return 0;
  const found = match.keywords.filter((keyword) => keyword.places.length > 0);
  return found.reduce((sum, keyword) => sum + keyword.weight, 0) / total;
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
