import type { JobRequirement, SectionType } from '@cvforge/contracts';
import type { CvProfile } from '../extract/cv-profile';
import type { JobTarget } from '../extract/target';
import type { JobTargetInput } from '../types';
import { readRequirements, type PostingRequirement } from '../extract/requirements';
import type { Knowledge } from '../knowledge';
import { STOPWORDS } from '../text/tokens';

/** Sections whose lines show a requirement in use; the rest only state it. */
const SHOWING: ReadonlySet<SectionType> = new Set([
  'experience',
  'projects',
  'education',
  'certifications',
  'achievements',
  'awards',
  'languages',
]);
/** Asked of the person in the application, not proven by a CV line. */
const ANSWER_IN_APPLICATION = new Set(['authorisation', 'location', 'salary']);
const MAX_QUOTES = 3;

const contentStems = (knowledge: Knowledge, text: string) =>
  knowledge
    .tokens(text)
    .map((token) => token.stem)
    .filter((word) => !STOPWORDS.has(word));

/** The share (0-1) of a requirement's words a CV chunk holds; 1 when it holds its catalogue term. */
function coverage(knowledge: Knowledge, requirement: PostingRequirement, chunkText: string) {
  if (
    requirement.catalogued &&
    knowledge.findTerms(chunkText).some((hit) => hit.term.name === requirement.catalogued)
  )
    return 1;
  const wanted = contentStems(knowledge, requirement.text);
  if (wanted.length === 0) return 0;
  const held = new Set(contentStems(knowledge, chunkText));
  return wanted.filter((word) => held.has(word)).length / wanted.length;
}

function answer(
  knowledge: Knowledge,
  profile: CvProfile,
  requirement: PostingRequirement,
): JobRequirement {
  const base = {
    text: requirement.text,
    kind: requirement.kind,
    must: requirement.must,
    quote: requirement.quote,
  };
  if (ANSWER_IN_APPLICATION.has(requirement.kind))
    return { ...base, status: 'answer_in_application', cv_lines: [] };
  if (requirement.kind === 'years') {
    const wanted = Number(/(\d+(?:\.\d+)?)/.exec(requirement.text)?.[1] ?? 0);
    const status =
      profile.years >= wanted ? 'met' : profile.years >= wanted / 2 ? 'partly_met' : 'not_shown';
    return { ...base, status, cv_lines: [] };
  }
  const scored = profile.chunks.map((chunk) => ({
    chunk,
    share: coverage(knowledge, requirement, chunk.text),
  }));
  const shown = scored.filter(({ chunk, share }) => share === 1 && SHOWING.has(chunk.sectionType));
  if (shown.length > 0)
    return {
      ...base,
      status: 'met',
      cv_lines: shown.slice(0, MAX_QUOTES).map(({ chunk }) => chunk.text),
    };
  // Listed (a skills list, the summary) or half shown in a line that shows experience.
  const partly = scored.filter(
    ({ chunk, share }) => share === 1 || (share >= 0.5 && SHOWING.has(chunk.sectionType)),
  );
  return {
    ...base,
    status: partly.length > 0 ? 'partly_met' : 'not_shown',
    cv_lines: partly.slice(0, MAX_QUOTES).map(({ chunk }) => chunk.text),
  };
}

/**
 * Each requirement of a pasted job description, in the posting's order, with how the CV answers
 * it: met (quoting the lines that show it), partly met, not shown, or to answer in the application.
 */
export function jobRequirementsFor(
  knowledge: Knowledge,
  profile: CvProfile,
  description: string,
): JobRequirement[] {
  return readRequirements(knowledge, description).map((requirement) =>
    answer(knowledge, profile, requirement),
  );
}

/** The report field: the requirements list when the report was measured against a pasted job. */
export function jobRequirementsField(
  knowledge: Knowledge,
  profile: CvProfile,
  target: JobTarget,
  input: JobTargetInput | undefined,
): { jobRequirements?: JobRequirement[] } {
  if (target.kind !== 'job_description' || !input?.job_description) return {};
  return { jobRequirements: jobRequirementsFor(knowledge, profile, input.job_description) };
}
