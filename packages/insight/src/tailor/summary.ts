import type { CvContent } from '@cvforge/contracts';
import type { CvProfile } from '../extract/cv-profile';
import { isQuantified } from '../extract/signals';
import type { Knowledge } from '../knowledge';
import type { TargetMatch } from '../match/match-target';
import { STOPWORDS } from '../text/tokens';
import type { LevelPlan } from './levels';
import { byRelevance, type Relevance } from './relevance';
import { mainSection, sectionFor, shownExperiences } from './sections';
import { normalCase } from './normal-case';
import { endSentence, listing, sentences, wordCount } from './text';
import type { TailorJob } from './types';

/** "7 years", "10+ years" as the CV itself writes it: the only years a rewrite may state. */
export function statedYears(text: string): string | undefined {
  const found = /\b(\d{1,2}\+?)\s*years?\b/i.exec(text);
  return found ? `${found[1]} years` : undefined;
}

const titleWords = (knowledge: Knowledge, title: string) =>
  knowledge
    .tokens(title)
    .map((token) => token.stem)
    .filter((word) => !STOPWORDS.has(word));

/**
 * The job's title, when one of the CV's own titles already carries every word of it ("ICU
 * Registered Nurse" for "Registered Nurse, Medical ICU"). Words gathered from several titles do
 * not count: a Financial Controller who was once a Staff Accountant is not a Financial Accountant.
 */
export function supportedJobTitle(
  knowledge: Knowledge,
  content: CvContent,
  job: TailorJob,
): string | undefined {
  const cvTitles = [
    content.personal_info.title,
    content.metadata.target_role,
    ...shownExperiences(content).map((entry) => entry.title),
  ];
  const wanted = titleWords(knowledge, job.job_title);
  const carried = cvTitles.some((title) => {
    const words = new Set(titleWords(knowledge, title));
    return wanted.every((word) => words.has(word));
  });
  return wanted.length > 0 && carried ? normalCase(job.job_title.trim(), knowledge) : undefined;
}

/** The job's skills the CV shows as experience, listed-only ones first (the summary shows them in use). */
export function evidencedSkills(match: TargetMatch, experienced: ReadonlySet<string>): string[] {
  return match.skills
    .filter(({ found, skill }) => found && experienced.has(skill.name))
    .sort((a, b) => a.credit - b.credit || b.skill.weight - a.skill.weight)
    .map(({ skill }) => skill.name);
}

const MIN_SUMMARY_WORDS = 30;
const SENIORITY = new Set(['senior', 'junior', 'lead', 'principal', 'staff', 'head', 'chief']);

/**
 * The summary rewritten for the job from the CV's own facts: its title (or the job's, when the
 * CV's titles carry it), the years it states, the job's skills it shows, its own sentences most
 * relevant first, and its strongest matching achievement when the summary is short.
 */
export function rewriteSummary(input: {
  knowledge: Knowledge;
  content: CvContent;
  profile: CvProfile;
  match: TargetMatch;
  experienced: ReadonlySet<string>;
  job: TailorJob;
  plan: LevelPlan;
  relevance: Relevance;
  /** Field paths the parser doubted and the user has not confirmed. */
  doubtful?: (path: string) => boolean;
}): void {
  const { content, plan, relevance } = input;
  const original = mainSection(content, 'summary')?.content.text.trim() ?? '';
  const jobTitle = plan.jobTitleHeadline
    ? supportedJobTitle(input.knowledge, content, input.job)
    : undefined;
  const doubtful = input.doubtful ?? (() => false);
  const ownTitle = doubtful('personal_info.title') ? '' : content.personal_info.title.trim();
  const latest = doubtful('sections.experience.0.title') ? '' : input.profile.latestTitle;
  const title = normalCase(jobTitle ?? (ownTitle || latest), input.knowledge);
  const years = statedYears(original);
  const skills = evidencedSkills(input.match, input.experienced).slice(0, plan.summarySkills);
  const parts: string[] = [];
  if (plan.jobTitleHeadline || !original) {
    const best = byRelevance(sentences(original), relevance).slice(0, 2);
    // A sentence naming one of the job's skills stays: it shows the skill in use.
    const jobTerms = new Set(input.match.skills.map(({ skill }) => skill.name));
    const namesJobTerm = (sentence: string) =>
      input.knowledge.findTerms(sentence).some((hit) => jobTerms.has(hit.term.name));
    const own = [...new Set(sentences(original))].filter(
      (sentence) => best.includes(sentence) || namesJobTerm(sentence) || relevance(sentence) > 0,
    );
    const yearsSaid = own.some((sentence) => statedYears(sentence) === years);
    // No headline that only repeats the summary's opening ("Senior Backend Engineer. Backend
    // engineer with …"): the opening already names the role in one of its words.
    const opening = new Set(titleWords(input.knowledge, own[0]?.split(/[.;:]/)[0] ?? ''));
    const repeats = titleWords(input.knowledge, title).some(
      (word) => !SENIORITY.has(word) && opening.has(word),
    );
    if (title && !repeats)
      parts.push(
        endSentence(`${title}${years && !yearsSaid ? ` with ${years} of experience` : ''}`),
      );
    parts.push(...own);
  } else parts.push(endSentence(original));
  // The highlight names no skill the summary already does: each skill is said once.
  const namesOf = (text: string) =>
    new Set(input.knowledge.findTerms(text).map((hit) => hit.term.name));
  const already = namesOf(parts.join(' '));
  const highlight = byRelevance(
    shownExperiences(content).flatMap((entry) => entry.achievements.filter(isQuantified)),
    relevance,
  ).find((line) => ![...namesOf(line)].some((name) => already.has(name)));
  const withHighlight =
    highlight && (plan.summaryHighlight || wordCount(parts.join(' ')) < MIN_SUMMARY_WORDS);
  // A skill the summary already names (or its highlight does) is not listed again.
  const said = `${parts.join(' ')} ${withHighlight ? highlight : ''}`;
  const unsaid = skills.filter(
    (skill) => !input.knowledge.findTerms(said).some((hit) => hit.term.name === skill),
  );
  if (unsaid.length) parts.push(`Skilled in ${listing(unsaid)}.`);
  if (highlight && withHighlight) parts.push(`Recent highlight: ${endSentence(highlight)}`);
  if (jobTitle) {
    content.personal_info.title = jobTitle;
    const info = mainSection(content, 'personal_info');
    if (info) info.content.title = jobTitle;
  }
  if (!parts.length) return;
  const section = sectionFor(content, 'summary');
  section.content.text = parts.join(' ');
  section.content.highlightedKeywords = skills;
}
