import type { CvContent } from '@cvforge/contracts';
import { shownSections, type CoverLetterFacts } from './letter-facts';
import { backgroundSentences, projectSentences } from './letter-background';
import {
  achievementSentences,
  careerSentence,
  skillsInUseSentence,
  summarySentences,
} from './letter-parts';
import { normalCase } from './normal-case';
import { sectionFor } from './sections';
import { statedYears } from './summary';
import { article, listing, wordCount } from './text';

export const COVER_LETTER_MIN_WORDS = 250;
export const COVER_LETTER_MAX_WORDS = 400;

/** "Confidential", "Undisclosed client", "": a posting that does not say who is hiring. */
export const companyUnknown = (company: string) =>
  !company.trim() ||
  /\b(confidential|undisclosed|anonymous|stealth|unnamed|not disclosed)\b|^(n\/?a|unknown|tbd)$/i.test(
    company.trim(),
  );

function opening(facts: CoverLetterFacts, role: string, company: string | undefined): string {
  const { content } = facts;
  const doubtful = facts.doubtful ?? (() => false);
  const title = doubtful('personal_info.title')
    ? ''
    : normalCase(content.personal_info.title.trim(), facts.knowledge);
  const summary = shownSections(content, 'summary')[0]?.content.text ?? '';
  const own = summarySentences(facts);
  // Years stated once: by the summary's own sentence when it says them.
  const years = own.some((sentence) => statedYears(sentence)) ? undefined : statedYears(summary);
  const position = role ? `the ${role} position` : 'this position';
  const parts = [
    company
      ? `I am writing to apply for ${position} at ${company}.`
      : `I am writing to apply for ${position} you have advertised.`,
  ];
  // The summary's own "I am a backend engineer with …" already says who the person is.
  if (title && !own.some((sentence) => sentence.startsWith('I am ')))
    parts.push(
      `I work as ${article(title)} ${title}${years ? ` and have ${years} of experience in the field` : ''}.`,
    );
  parts.push(...own);
  const career = careerSentence(facts);
  if (career) parts.push(career);
  const top = facts.skills.slice(0, 3);
  if (top.length) parts.push(`My CV shows ${listing(top)}, which the posting asks for.`);
  return parts.join(' ');
}

/**
 * A cover letter of 250-400 words in 3-5 paragraphs, built only from the CV: the role and the
 * company named once, two or three achievements chosen for the posting's requirements, the skills
 * and schooling the CV shows, the user's own reason for the company when given, one closing and
 * the name once (docs/decisions/035-cover-letter-quality.md).
 */
export function writeCoverLetter(facts: CoverLetterFacts): string {
  const { content, job } = facts;
  const company = companyUnknown(job.company_name) ? undefined : job.company_name.trim();
  const role = normalCase(job.job_title.trim(), facts.knowledge);
  const name = normalCase(content.personal_info.name.trim(), facts.knowledge);
  const why = facts.whyCompany?.trim();
  const compose = (achievements: number) => {
    const told = achievementSentences(facts, achievements);
    const middle = [
      told.sentences.join(' '),
      [
        skillsInUseSentence(facts, told.skills),
        ...projectSentences(facts),
        ...backgroundSentences(facts),
      ]
        .filter(Boolean)
        .join(' '),
    ].filter(Boolean);
    const closing = company
      ? `I would welcome the chance to talk about how I could contribute to ${company} as ${role || 'part of the team'}, and to hear what matters most to the team in the first months. Thank you for your time and consideration.`
      : `I would welcome the chance to talk about how I could contribute in this role, and to hear what matters most to the team in the first months. Thank you for your time and consideration.`;
    return [
      company ? `Dear ${company} Hiring Team,` : 'Dear Hiring Manager,',
      opening(facts, role, company),
      ...middle,
      ...(why ? [why.replace(/\s*\n\s*/g, ' ')] : []),
      closing,
      `Sincerely,\n${name || 'The applicant'}`,
    ].join('\n\n');
  };
  let count = 3;
  let letter = compose(count);
  while (wordCount(letter) > COVER_LETTER_MAX_WORDS && count > 1) letter = compose(--count);
  return letter;
}

/** The letter in the content's cover-letter section, hidden from the CV itself. */
export function storeCoverLetter(content: CvContent, letter: string): void {
  const section = sectionFor(content, 'cover_letter');
  section.content.cover_letter.content = letter;
  section.is_visible = false;
}
