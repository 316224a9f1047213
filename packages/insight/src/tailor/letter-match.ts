import { opensWithActionVerb } from '../extract/signals';
import { postingLines } from '../extract/posting-lines';
import { letterFabrications, sourceFacts } from './fabrication';
import type { CoverLetterFacts } from './letter-facts';
import { opensWithVerb } from './letter-parts';
import { jobsUsing, postingVerb, postingWords, type UsedAt } from './letter-posting';
import { capitalised } from '../match/measured-against';
import { listing } from './text';

/** "as Senior Analyst at Acme", "at Acme", "as Senior Analyst". */
function asWhere(job: UsedAt): string {
  if (job.title && job.company) return `as ${job.title} at ${job.company}`;
  return job.company ? `at ${job.company}` : `as ${job.title}`;
}

const BOTH = ['', '', ' both', ' all'];

/**
 * What the posting asks for that the CV shows, in the posting's words, with the job where the
 * person used it: "AWS and Go, which your posting asks for, have both been part of my work as
 * Software Developer at Northwind Logistics." Skills only listed are said to be listed.
 */
export function postingMatchSentences(facts: CoverLetterFacts, skills: readonly string[]) {
  const jobs = jobsUsing(facts).filter((job) => job.title || job.company);
  const groups = new Map<UsedAt | undefined, string[]>();
  for (const skill of skills) {
    const job = jobs.find((each) => each.terms.has(skill));
    groups.set(job, [...(groups.get(job) ?? []), skill]);
  }
  return [...groups].map(([job, group], position) => {
    const words = capitalised(listing(group.map((skill) => postingWords(facts, skill))));
    const also = position === 0 ? '' : ' also';
    const asked = `${words}, which your posting${also} ${postingVerb(facts, group)},`;
    const many = group.length > 1;
    if (!job) return `${asked} ${many ? 'are' : 'is'} among the skills my CV lists.`;
    const verb = many ? `have${BOTH[group.length] ?? ' all'}` : 'has';
    return `${asked} ${verb} been part of my work ${asWhere(job)}.`;
  });
}

/** "Own" → "owning", "prepare" → "preparing", "plan" → "planning". */
function gerund(verb: string): string {
  const word = verb.toLowerCase();
  if (/ie$/.test(word)) return `${word.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(word) && word !== 'be') return `${word.slice(0, -1)}ing`;
  if (/^[^aeiou][^aeiou]?[aeiou][^aeiouwxy]$/.test(word)) return `${word}${word.at(-1)}ing`;
  return `${word}ing`;
}

/** Words after which "and design" is a noun: "engineering and design on …". */
const LINKS = /^(on|in|with|to|for|at|of|and|or|teams?|roles?)$/i;

/** "Design, build and operate services" → "designing, building and operating services". */
function asGerund(line: string): string | undefined {
  const match = /^(\p{L}+)((?:(?:,\s*|\s+and\s+|\s+or\s+)\p{L}+)*)\s+(.+)$/u.exec(line);
  if (!match) return undefined;
  const verbs = [match[1] ?? '', ...(match[2] ?? '').split(/,\s*|\s+and\s+|\s+or\s+/)].filter(
    Boolean,
  );
  if (!verbs.every(opensWithVerb)) return undefined;
  const joined = (match[2] ?? '').replace(/\p{L}+/gu, (verb) => gerund(verb));
  // "… accounts and exceed targets" → "… accounts and exceeding targets" (not "… and design on").
  const rest = (match[3] ?? '').replace(
    /\b(and|or) (\p{Ll}+) (\p{L}+)/gu,
    (whole, joiner: string, word: string, next: string) =>
      opensWithActionVerb(word) && !/(ed|ing|s)$/.test(word) && !LINKS.test(next)
        ? `${joiner} ${gerund(word)} ${next}`
        : whole,
  );
  return `${gerund(match[1] ?? '')}${joined} ${rest}`;
}

/**
 * The posting's duty closest to the CV, in the posting's words: the must-have line naming the
 * most of the job's skills the CV shows, when nothing in it is foreign to the CV (the fabrication
 * check of docs/decisions/035-cover-letter-quality.md), with the job that used those skills.
 */
export function closestDuty(facts: CoverLetterFacts): { duty: string; job: UsedAt } | undefined {
  const { knowledge } = facts;
  if (!knowledge) return undefined;
  const source = sourceFacts(knowledge, [facts.content], new Date(0));
  const jobs = jobsUsing(facts).filter((job) => job.company);
  const candidates = postingLines(facts.job.job_description)
    .filter((line) => !line.nice && !line.label)
    .map((line) => (line.text.split(/;|:\s/)[0] ?? '').trim().replace(/[.!]$/, ''))
    .filter((text) => text.split(/\s+/).length <= 16 && !/\d|\b(you|your|we|us)\b/i.test(text))
    .flatMap((text) => {
      const duty = asGerund(text)?.replace(/\bour\b/gi, 'your');
      if (!duty) return [];
      const shown = knowledge
        .findTerms(duty)
        .map((hit) => hit.term.name)
        .filter((name) => facts.skills.includes(name));
      const job = jobs
        .map((each) => ({ each, count: shown.filter((skill) => each.terms.has(skill)).length }))
        .sort((a, b) => b.count - a.count)[0];
      if (!job?.count) return [];
      const foreign = letterFabrications(knowledge, duty, source, facts.job);
      return foreign.length ? [] : [{ duty, job: job.each, count: job.count }];
    });
  return candidates.sort((a, b) => b.count - a.count)[0];
}

/**
 * Where the CV shows the job's other skills, in the posting's words and grouped by employer
 * ("caching strategies and Redis at Paylane"), then the ones the CV only lists.
 */
export function skillsInUseSentences(
  facts: CoverLetterFacts,
  named: ReadonlySet<string>,
): string[] {
  const jobs = jobsUsing(facts).filter((job) => job.company);
  const rest = facts.skills.slice(3).filter((skill) => !named.has(skill));
  const byPlace = new Map<string, string[]>();
  const listed: string[] = [];
  for (const skill of rest.slice(0, 8)) {
    const at = [...new Set(jobs.filter((job) => job.terms.has(skill)).map((job) => job.company))];
    if (!at.length) listed.push(skill);
    else {
      const where = listing(at.slice(0, 2));
      byPlace.set(where, [...(byPlace.get(where) ?? []), skill]);
    }
  }
  const words = (skills: readonly string[]) =>
    listing(skills.map((skill) => postingWords(facts, skill)));
  const said = [...byPlace].map(([where, skills]) => `${words(skills)} at ${where}`);
  const sentences: string[] = [];
  if (said.length)
    sentences.push(`Among the posting's other requirements, I have used ${said.join(', and ')}.`);
  if (listed.length)
    sentences.push(
      `My CV also lists ${words(listed.slice(0, 4))}, which your posting ${postingVerb(facts, listed)}.`,
    );
  return sentences;
}
