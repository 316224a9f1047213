import { JOB_DESCRIPTION_MIN_CHARS } from '@cvforge/contracts';
import type { JobTargetInput } from '../types';
import type { Knowledge, TermHit } from '../knowledge';
import type { Industry, RoleProfile, Seniority } from '../knowledge/types';
import { STOPWORDS, containsPhrase, stem, type Token } from '../text/tokens';
import { SENIORITY_WORDS, TYPICAL_YEARS, seniorityOfTitle } from './seniority';

/** A skill the job asks for: required (weight 2) or nice to have (weight 1), more if repeated. */
export interface TargetSkill {
  name: string;
  weight: number;
  required: boolean;
}

/** The job a CV is measured against, in the engine's terms. */
export interface JobTarget {
  kind: 'job_description' | 'role_profile';
  title: string;
  company?: string | undefined;
  role?: RoleProfile | undefined;
  industry?: Industry | undefined;
  hardSkills: TargetSkill[];
  softSkills: string[];
  certifications: string[];
  /** Non-skill phrases the job uses ("code review", "month-end close"). */
  phrases: string[];
  yearsRequired: number;
  seniority: Seniority;
  /** The job's words (stems) and how much each weighs: what "relevance" compares the CV with. */
  vocabulary: ReadonlyMap<string, number>;
  /** Title words of the job (and its role profile): entries sharing one are relevant experience. */
  titleWords: ReadonlySet<string>;
  posting?: string | undefined; // The posting's own text: what a report quotes.
}

/** Content words of a text, weighted by the square root of their count. */
function vocabularyOf(tokens: readonly Token[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { stem } of tokens)
    if (stem.length >= 3 && !/\d/.test(stem) && !STOPWORDS.has(stem))
      counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return new Map([...counts].map(([stem, count]) => [stem, Math.sqrt(count)]));
}

function titleWordsOf(
  knowledge: Knowledge,
  title: string,
  role: RoleProfile | undefined,
): Set<string> {
  return new Set(
    [titleStems(knowledge, title), ...(role ? roleTitles(knowledge, role) : [])].flatMap(
      (words) => [...words],
    ),
  );
}

const NICE_CONTEXT =
  /\b(nice[- ]to[- ]have|bonus|preferred|desirable|ideally|a plus|advantage|advantageous|not required|optional)\b/i;
const REQUIRED_HEADER =
  /\b(requirements?|required|must[- ]haves?|qualifications|what you (bring|need|have)|you have|skills)\b/i;
const YEARS = /(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*years?/i;

/** The words of a title that name the job (not its level), stemmed. */
export const titleStems = (knowledge: Knowledge, title: string): ReadonlySet<string> =>
  new Set(
    knowledge
      .tokens(title.replace(SENIORITY_WORDS, ' '))
      .map((token) => token.stem)
      .filter((word) => !STOPWORDS.has(word)),
  );

/** Each role's title words, read once per knowledge base. */
const roleTitleCache = new WeakMap<RoleProfile, ReadonlySet<string>[]>();
function roleTitles(knowledge: Knowledge, role: RoleProfile) {
  let titles = roleTitleCache.get(role);
  if (!titles) {
    titles = [role.name, ...Object.values(role.titles).flat()].map((title) =>
      titleStems(knowledge, title),
    );
    roleTitleCache.set(role, titles);
  }
  return titles;
}

/** Words many unrelated titles share: on their own they say nothing about the field. */
const GENERIC_TITLE_WORDS = new Set(
  [
    'engineer',
    'developer',
    'manager',
    'specialist',
    'analyst',
    'consultant',
    'officer',
    'associate',
    'assistant',
    'coordinator',
    'executive',
    'director',
    'administrator',
    'representative',
    'technician',
  ].map(stem),
);

function overlap(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 || right.size === 0) return 0;
  const shared = [...left].filter((word) => right.has(word));
  if (shared.every((word) => GENERIC_TITLE_WORDS.has(word))) return 0;
  return shared.length / (left.size + right.size - shared.length);
}

/** The role profile a title (and the skills around it) fits best, if any fits. */
export function resolveRole(
  knowledge: Knowledge,
  title: string,
  skills: ReadonlySet<string>,
): RoleProfile | undefined {
  let best: { role: RoleProfile; score: number } | undefined;
  const wanted = titleStems(knowledge, title);
  for (const role of knowledge.roles) {
    const titleScore = Math.max(
      ...roleTitles(knowledge, role).map((candidate) => overlap(wanted, candidate)),
    );
    const skillScore =
      role.coreSkills.filter((skill) => skills.has(skill)).length /
      Math.max(1, role.coreSkills.length);
    // A shared word like "Engineer" alone does not make a mechanical engineer a backend one.
    const fits = titleScore >= 0.5 || skillScore >= 0.4 || (titleScore > 0 && skillScore >= 0.2);
    if (!fits) continue;
    const score = titleScore * 0.7 + skillScore * 0.3;
    if (!best || score > best.score + 1e-9) best = { role, score };
  }
  return best?.role;
}

/** Two-word phrases a job ad repeats that are not skills ("stakeholder management"). */
function repeatedPhrases(knowledge: Knowledge, text: string, hits: TermHit[]): string[] {
  const tokens = knowledge.tokens(text);
  const inTerm = new Set(
    hits.flatMap((hit) => Array.from({ length: hit.length }, (_, offset) => hit.at + offset)),
  );
  const counts = new Map<string, { count: number; raw: string }>();
  for (let index = 0; index + 1 < tokens.length; index++) {
    const [a, b] = [tokens[index] as Token, tokens[index + 1] as Token];
    if (inTerm.has(index) || inTerm.has(index + 1) || b.sentenceStart) continue;
    if (
      [a, b].some(
        (token) => STOPWORDS.has(token.stem) || /\d/.test(token.stem) || token.stem.length < 3,
      )
    )
      continue;
    const key = `${a.stem} ${b.stem}`;
    const seen = counts.get(key);
    counts.set(key, {
      count: (seen?.count ?? 0) + 1,
      raw: seen?.raw ?? `${a.raw} ${b.raw}`.toLowerCase(),
    });
  }
  return [...counts.values()]
    .filter((entry) => entry.count >= 2)
    .sort((a, b) => b.count - a.count || a.raw.localeCompare(b.raw))
    .slice(0, 6)
    .map((entry) => entry.raw);
}

function fromJobDescription(
  knowledge: Knowledge,
  input: JobTargetInput,
  description: string,
): JobTarget {
  const skills = new Map<string, TargetSkill>();
  const soft = new Set<string>();
  const certifications = new Set<string>();
  let niceMode = false;
  const allHits: TermHit[] = [];
  for (const line of description.split(/\n|(?<=[.;])\s+/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    // "Requirements", "Nice to have:", "What you'll bring": short, and not a sentence.
    const isHeader =
      trimmed.length < 45 &&
      !/[.;,]$/.test(trimmed) &&
      trimmed.split(/\s+/).length <= 6 &&
      !/^[-•*]/.test(trimmed);
    if (isHeader)
      niceMode = NICE_CONTEXT.test(trimmed) || (!REQUIRED_HEADER.test(trimmed) && niceMode);
    const nice = niceMode || NICE_CONTEXT.test(trimmed);
    for (const hit of knowledge.findTerms(trimmed)) {
      const { name, kind } = hit.term;
      if (kind === 'soft') soft.add(name);
      else if (kind === 'certification') certifications.add(name);
      else {
        const seen = skills.get(name);
        const required = (seen?.required ?? false) || !nice;
        const weight = seen ? Math.min(seen.weight + 0.5, 3) : nice ? 1 : 2;
        skills.set(name, { name, required, weight: required ? Math.max(weight, 2) : weight });
      }
    }
  }
  for (const hit of knowledge.findTerms(description)) allHits.push(hit);
  const title = input.job_title?.trim() || 'the job';
  const role = resolveRole(knowledge, title, new Set(skills.keys()));
  const descriptionTokens = knowledge.tokens(description);
  const roleKeywords = (role?.keywords ?? []).filter((keyword) =>
    containsPhrase(
      descriptionTokens,
      knowledge.tokens(keyword).map((token) => token.stem),
    ),
  );
  const phrases = [
    ...new Set([
      ...roleKeywords.map((keyword) => keyword.toLowerCase()),
      ...repeatedPhrases(knowledge, description, allHits),
    ]),
  ];
  const seniority = seniorityOfTitle(title);
  const years = YEARS.exec(description);
  return {
    kind: 'job_description',
    title,
    company: input.company_name?.trim() || undefined,
    role,
    industry: role?.industry,
    hardSkills: [...skills.values()].sort(
      (a, b) => b.weight - a.weight || a.name.localeCompare(b.name),
    ),
    softSkills: [...soft],
    certifications: [...certifications],
    phrases: phrases.slice(0, 10),
    yearsRequired: years ? Number(years[1]) : TYPICAL_YEARS[seniority],
    seniority,
    vocabulary: vocabularyOf(descriptionTokens),
    titleWords: titleWordsOf(knowledge, title, role),
    posting: description,
  };
}

function fromRoleProfile(
  knowledge: Knowledge,
  role: RoleProfile,
  title: string,
  input: JobTargetInput,
): JobTarget {
  const seniority = seniorityOfTitle(title);
  const words = [
    role.name,
    ...role.coreSkills,
    ...role.niceSkills,
    ...role.keywords,
    ...Object.values(role.titles).flat(),
  ];
  return {
    kind: 'role_profile',
    title: title || role.name,
    company: input.company_name?.trim() || undefined,
    role,
    industry: role.industry,
    hardSkills: [
      ...role.coreSkills.map((name) => ({ name, weight: 2, required: true })),
      ...role.niceSkills.map((name) => ({ name, weight: 1, required: false })),
    ],
    softSkills: [...role.softSkills],
    certifications: [...role.certifications],
    phrases: role.keywords.map((keyword) => keyword.toLowerCase()),
    yearsRequired: TYPICAL_YEARS[seniority],
    seniority,
    vocabulary: vocabularyOf(knowledge.tokens(words.join('\n'))),
    titleWords: titleWordsOf(knowledge, title, role),
  };
}

/**
 * The target of an analysis: the pasted job description when there is one (50+ characters),
 * else the role profile of the given title or of the CV's own role.
 */
export function resolveTarget(
  knowledge: Knowledge,
  input: JobTargetInput | undefined,
  cv: { roleTitle: string; skills: ReadonlySet<string> },
): JobTarget {
  const description = input?.job_description?.trim() ?? '';
  if (description.length >= JOB_DESCRIPTION_MIN_CHARS)
    return fromJobDescription(knowledge, input ?? {}, description);
  const title = input?.job_title?.trim() || cv.roleTitle;
  const role = resolveRole(knowledge, title, cv.skills) ?? resolveRole(knowledge, '', cv.skills);
  if (role) return fromRoleProfile(knowledge, role, title, input ?? {});
  return {
    kind: 'role_profile',
    title: title || 'your current role',
    hardSkills: [],
    softSkills: [],
    certifications: [],
    phrases: [],
    yearsRequired: TYPICAL_YEARS[seniorityOfTitle(title)],
    seniority: seniorityOfTitle(title),
    vocabulary: vocabularyOf(knowledge.tokens(title)),
    titleWords: titleWordsOf(knowledge, title, undefined),
  };
}
