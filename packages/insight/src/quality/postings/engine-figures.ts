import { findTemplateText, type CvContent, type EngineSuggestion } from '@cvforge/contracts';
import { suggestFromReport } from '../../suggestions/suggest';
import { analyzeAts, type EngineContext } from '../../ats/analyze-ats';
import { tailorCv } from '../../tailor/tailor-cv';
import type { TailoredCv } from '../../tailor/types';
import type { CorpusPosting } from './corpus';
import type { CorpusCv } from './corpus-cvs';
import { contentStems } from './match';

/**
 * What the engine produces for a posting and a CV, measured as a reader would: each figure comes
 * from one function so the work that improves it can move it (see corpus/score.ts).
 */
export interface PairOutput {
  posting: CorpusPosting;
  cv: CorpusCv;
  tailored: TailoredCv;
  /** The improvement suggestions for the CV against the posting, as the engine offers them. */
  suggestions: readonly EngineSuggestion[];
}

/** Every string inside a value (content, suggestion content). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

/**
 * Texts holding template text a person was meant to fill in ("[what you did]", "[N]%"), by the
 * one rule the API and the editor use (packages/contracts/src/cv/template-text.ts): in the
 * tailored CV, the letter and what the suggestions would write into the CV.
 */
export function placeholderCount(output: PairOutput): number {
  const texts = [
    ...stringsOf(output.tailored.content),
    output.tailored.coverLetter ?? '',
    ...output.suggestions.flatMap((suggestion) => stringsOf(suggestion.content)),
  ];
  return texts.filter((text) => findTemplateText(text) !== null).length;
}

/** The posting's labelled must-have skills the CV does not mention anywhere (up to `count`). */
export function unevidencedMustHaves(
  knowledge: EngineContext['knowledge'],
  posting: CorpusPosting,
  cvText: string,
  count = 8,
): string[] {
  const held = new Set(contentStems(knowledge, cvText));
  return posting.requirements
    .filter((label) => ['skill', 'tool', 'method'].includes(label.kind))
    .sort((a, b) => Number(b.must) - Number(a.must))
    .filter((label) => contentStems(knowledge, label.text).some((word) => !held.has(word)))
    .slice(0, count)
    .map((label) => label.text);
}

/** The same CV with skills appended to its skills list only (no line shows them); null without one. */
export function withListedSkills(content: CvContent, skills: readonly string[]): CvContent | null {
  const copy = structuredClone(content);
  const section = copy.sections.find((each) => each.type === 'skills');
  if (section?.type !== 'skills') return null;
  section.content.technical.push(...skills);
  return copy;
}

/** ATS points gained by appending unevidenced must-have skills to the skills list. */
export function stuffingRise(context: EngineContext, posting: CorpusPosting, cv: CorpusCv) {
  const target = { job_title: posting.title, job_description: posting.text };
  const skills = unevidencedMustHaves(context.knowledge, posting, JSON.stringify(cv.content));
  const stuffed = withListedSkills(cv.content, skills);
  if (!stuffed || skills.length === 0) return null;
  const before = analyzeAts(context, { content: cv.content, target }).atsScore;
  const after = analyzeAts(context, { content: stuffed, target }).atsScore;
  return { skills: skills.length, rise: after - before };
}

/** Tailors a corpus CV to a posting with every option on, as the wizard's fullest run does. */
export function tailorPair(context: EngineContext, posting: CorpusPosting, cv: CorpusCv) {
  const company = /confidential/i.test(posting.company) ? '' : posting.company;
  return tailorCv(context, {
    source: 'full_cv',
    content: cv.content,
    job: { company_name: company, job_title: posting.title, job_description: posting.text },
    matchingLevel: 10,
    cvLength: 2,
    includeSoftSkills: true,
    includeAchievements: true,
    includeCoverLetter: true,
    sections: [],
  });
}

/** The suggestions the engine offers for the CV against the posting (its ATS report's fixes). */
export function suggestPair(context: EngineContext, posting: CorpusPosting, cv: CorpusCv) {
  const target = { job_title: posting.title, job_description: posting.text };
  return suggestFromReport(cv.content, analyzeAts(context, { content: cv.content, target }));
}
