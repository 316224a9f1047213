import type { CvContent } from '@cvforge/contracts';
import type { CvProfile } from '../extract/cv-profile';
import { isQuantified } from '../extract/signals';
import type { Knowledge } from '../knowledge';
import type { TargetMatch } from '../match/match-target';
import { STOPWORDS } from '../text/tokens';
import type { LevelPlan } from './levels';
import { byRelevance, type Relevance } from './relevance';
import { mainSection, sectionFor, shownExperiences } from './sections';
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

/** The job's title, when every word of it is already in one of the CV's titles (no new level or field). */
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
  const cvWords = new Set(cvTitles.flatMap((title) => titleWords(knowledge, title)));
  const wanted = titleWords(knowledge, job.job_title);
  return wanted.length > 0 && wanted.every((word) => cvWords.has(word))
    ? job.job_title.trim()
    : undefined;
}

/** The job's skills the CV shows as experience, listed-only ones first (the summary shows them in use). */
export function evidencedSkills(match: TargetMatch, experienced: ReadonlySet<string>): string[] {
  return match.skills
    .filter(({ found, skill }) => found && experienced.has(skill.name))
    .sort((a, b) => a.credit - b.credit || b.skill.weight - a.skill.weight)
    .map(({ skill }) => skill.name);
}

const MIN_SUMMARY_WORDS = 30;

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
}): void {
  const { content, plan, relevance } = input;
  const original = mainSection(content, 'summary')?.content.text.trim() ?? '';
  const jobTitle = plan.jobTitleHeadline
    ? supportedJobTitle(input.knowledge, content, input.job)
    : undefined;
  const title = jobTitle ?? (content.personal_info.title.trim() || input.profile.latestTitle);
  const years = statedYears(original);
  const skills = evidencedSkills(input.match, input.experienced).slice(0, plan.summarySkills);
  const parts: string[] = [];
  if (plan.jobTitleHeadline || !original) {
    const best = byRelevance(sentences(original), relevance).slice(0, 2);
    // A sentence naming one of the job's skills stays: it shows the skill in use.
    const jobTerms = new Set(input.match.skills.map(({ skill }) => skill.name));
    const namesJobTerm = (sentence: string) =>
      input.knowledge.findTerms(sentence).some((hit) => jobTerms.has(hit.term.name));
    const own = sentences(original).filter(
      (sentence) => best.includes(sentence) || namesJobTerm(sentence) || relevance(sentence) > 0,
    );
    const yearsSaid = own.some((sentence) => statedYears(sentence) === years);
    // No headline that only repeats the summary's opening ("BI Developer. BI developer with …").
    const repeats = own[0]?.toLowerCase().startsWith(title.toLowerCase()) ?? false;
    if (title && !repeats)
      parts.push(
        endSentence(`${title}${years && !yearsSaid ? ` with ${years} of experience` : ''}`),
      );
    parts.push(...own);
  } else parts.push(endSentence(original));
  if (skills.length) parts.push(`Skilled in ${listing(skills)}.`);
  const highlight = byRelevance(
    shownExperiences(content).flatMap((entry) => entry.achievements.filter(isQuantified)),
    relevance,
  )[0];
  if (highlight && (plan.summaryHighlight || wordCount(parts.join(' ')) < MIN_SUMMARY_WORDS))
    parts.push(`Recent highlight: ${endSentence(highlight)}`);
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
