import { readRequirements } from '../extract/requirements';
import { shownSections, type CoverLetterFacts } from './letter-facts';
import { normalCase } from './normal-case';
import { shownExperiences } from './sections';
import { lowerFirst, writtenTerms } from './text';

/** One shown job as the letter may name it, and the knowledge-base terms its lines show. */
export interface UsedAt {
  index: number;
  title: string;
  company: string;
  current: boolean;
  terms: ReadonlySet<string>;
}

interface Reading {
  jobs: UsedAt[];
  words: Map<string, string>;
  /** The skills the posting marks a must-have. */
  must: Set<string>;
}

const cache = new WeakMap<CoverLetterFacts, Reading>();

/**
 * How the letter writes a skill: lower case when the posting or the CV writes it so ("variance
 * analysis", "caching strategies"), tool names and acronyms as written ("Excel", "AWS").
 */
function sayAs(facts: CoverLetterFacts, name: string, forms: readonly string[]): string {
  const lower = forms.filter((form) => /^\p{Ll}/u.test(form));
  const same = forms.some((form) => form.toLowerCase() === name.toLowerCase());
  // "budget" for Budgeting: one word for one word reads better as the skill's own name.
  const oneWord = !/\s/.test(name) && lower.every((form) => !/\s/.test(form));
  const own = lower.find((form) => form.toLowerCase() === name.toLowerCase());
  if (own) return own;
  // "forecasts" for Financial Forecasting: another word than the name's own reads as the name.
  const lastWord = name.toLowerCase().split(/\s+/).at(-1);
  const wordOnly = lower.every((form) => !/\s/.test(form) && form.toLowerCase() !== lastWord);
  if (lower.length) return same || oneWord || wordOnly ? name.toLowerCase() : longest(lower);
  // A list written in sentence case: "Variance analysis".
  const sentenceCase = forms.find((form) => /^\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(form));
  if (sentenceCase) return lowerFirst(sentenceCase);
  if (facts.knowledge?.term(name)?.kind === 'soft') return name.toLowerCase();
  return forms.find((form) => form.toLowerCase() === name.toLowerCase()) ?? forms[0] ?? name;
}

const longest = (forms: readonly string[]) =>
  forms.reduce((best, form) => (form.length > best.length ? form : best));

/** The jobs of the CV with what each shows, and the posting's own words for each skill. */
function read(facts: CoverLetterFacts): Reading {
  const cached = cache.get(facts);
  if (cached) return cached;
  const doubtful = facts.doubtful ?? (() => false);
  const { knowledge } = facts;
  const jobs = shownExperiences(facts.content).map((entry, index): UsedAt => {
    const text = [entry.title, ...entry.achievements].join('\n');
    const terms = knowledge
      ? knowledge.findTerms(text).map((hit) => hit.term.name)
      : facts.skills.filter((skill) => text.toLowerCase().includes(skill.toLowerCase()));
    const path = `sections.experience.${index}`;
    return {
      index,
      title: doubtful(`${path}.title`) ? '' : normalCase(entry.title.trim(), knowledge),
      company: doubtful(`${path}.company`) ? '' : normalCase(entry.company.trim(), knowledge),
      current: /present|current|now|today/i.test(entry.duration),
      terms: new Set(terms),
    };
  });
  // The posting's words first (lower case where the posting writes it so), else the CV's.
  const words = new Map<string, string>();
  const must = new Set<string>();
  if (knowledge) {
    for (const requirement of readRequirements(knowledge, facts.job.job_description))
      if (requirement.must && requirement.catalogued) must.add(requirement.catalogued);
    const cvLines = shownExperiences(facts.content).flatMap((entry) => entry.achievements);
    const summary = shownSections(facts.content, 'summary').map((section) => section.content.text);
    const listed = shownSections(facts.content, 'skills').flatMap((section) => [
      ...section.content.technical,
      ...section.content.professional,
      ...section.content.tools,
    ]);
    const written = [
      ...writtenTerms(knowledge, facts.job.job_description),
      ...writtenTerms(knowledge, [...summary, ...cvLines].join('\n')),
      ...writtenTerms(knowledge, listed.join('\n'), { listContext: true }),
    ];
    for (const skill of facts.skills) {
      const forms = written.filter((term) => term.name === skill).map((term) => term.written);
      words.set(skill, sayAs(facts, skill, forms));
    }
  }
  const result = { jobs, words, must };
  cache.set(facts, result);
  return result;
}

/** The skill as the posting writes it ("AWS", "caching strategies", "variance analysis"). */
export const postingWords = (facts: CoverLetterFacts, skill: string): string =>
  read(facts).words.get(skill) ?? skill;

/** The shown jobs, newest first, with the terms their title and lines show. */
export const jobsUsing = (facts: CoverLetterFacts): readonly UsedAt[] => read(facts).jobs;

/** "asks for" when the posting marks one of the skills a must-have, else "names". */
export const postingVerb = (facts: CoverLetterFacts, skills: readonly string[]) =>
  !facts.knowledge || skills.some((skill) => read(facts).must.has(skill)) ? 'asks for' : 'names';

/**
 * The job's skills the letter may say the posting asks for: a one-word skill only when the
 * posting writes its name or a spelling of it ("accounts" is not Accounting, "budget" not
 * Budgeting); longer names as the matcher finds them ("A/B tests" for A/B Testing).
 */
export function sayableSkills(facts: CoverLetterFacts): string[] {
  const { knowledge } = facts;
  if (!knowledge) return [...facts.skills];
  const written = writtenTerms(knowledge, facts.job.job_description);
  return facts.skills.filter((skill) => {
    if (knowledge.tokens(skill).length > 1) return true;
    const spellings = [
      skill,
      ...(knowledge.skills.get(skill)?.aliases ?? []),
      ...(knowledge.certifications.get(skill)?.aliases ?? []),
    ].map((each) => each.toLowerCase());
    return written.some(
      ({ name, written: form }) =>
        name === skill && spellings.includes(form.toLowerCase().replace(/(?<=\w{3})e?s$/, '')),
    );
  });
}
