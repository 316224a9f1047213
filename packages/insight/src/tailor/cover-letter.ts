import { COVER_LETTER_WORDS, type CvContent } from '@cvforge/contracts';
import { shownSections, type CoverLetterFacts } from './letter-facts';
import { backgroundSentences, projectSentences } from './letter-background';
import { achievementSentences, careerSentence, summarySentences } from './letter-parts';
import { normalCase } from './normal-case';
import { sectionFor } from './sections';
import { statedYears } from './summary';
import { briefSentences } from './letter-briefs';
import { sayableSkills } from './letter-posting';
import { closestDuty, postingMatchSentences, skillsInUseSentences } from './letter-match';
import { article, wordCount } from './text';

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
  parts.push(...postingMatchSentences(facts, facts.skills.slice(0, 3)));
  return parts.join(' ');
}

/** Achievements told in full, and other deeds told briefly, most first within the 400 words. */
const PLANS: readonly (readonly [number, number])[] = [
  [3, 0],
  [3, 2],
  [3, 4],
  [3, 6],
  [2, 0],
  [1, 0],
];

/** The wish to talk, about the posting's duty closest to the CV when there is one. */
function closingWish(facts: CoverLetterFacts, company: string | undefined, role: string): string {
  const contribute = company
    ? `how I could contribute to ${company} as ${role || 'part of the team'}`
    : 'how I could contribute in this role';
  const closest = closestDuty(facts);
  if (!closest)
    return `I would welcome the chance to talk about ${contribute}, and to hear what matters most to the team in the first months.`;
  return `I would welcome the chance to talk about ${contribute}, starting with ${closest.duty}, the part of the posting closest to my work at ${closest.job.company}.`;
}

/**
 * A cover letter of 250-400 words in 3-5 paragraphs, built only from the CV: the role and the
 * company named once, two or three achievements chosen for the posting's requirements, the skills
 * and schooling the CV shows, the user's own reason for the company when given, one closing and
 * the name once (docs/decisions/035-cover-letter-quality.md).
 */
export function writeCoverLetter(given: CoverLetterFacts): string {
  const facts = { ...given, skills: sayableSkills(given) };
  const { content, job } = facts;
  const company = companyUnknown(job.company_name) ? undefined : job.company_name.trim();
  const role = normalCase(job.job_title.trim(), facts.knowledge);
  const name = normalCase(content.personal_info.name.trim(), facts.knowledge);
  const why = facts.whyCompany?.trim();
  const compose = ([achievements, briefs]: readonly [number, number]) => {
    const told = achievementSentences(facts, achievements, facts.skills.slice(0, 3));
    const middle = [
      [...told.sentences, ...briefSentences(facts, told.lines, briefs)].join(' '),
      [
        ...skillsInUseSentences(facts, told.skills),
        ...projectSentences(facts),
        ...backgroundSentences(facts),
      ]
        .filter(Boolean)
        .join(' '),
    ].filter(Boolean);
    const closing = `${closingWish(facts, company, role)} Thank you for your time and consideration.`;
    return (
      [
        company ? `Dear ${company} Hiring Team,` : 'Dear Hiring Manager,',
        opening(facts, role, company),
        ...middle,
        ...(why ? [why.replace(/\s*\n\s*/g, ' ')] : []),
        closing,
        `Sincerely,\n${name || 'The applicant'}`,
      ]
        .join('\n\n')
        // A name ending with its own full stop ("… & Co.") ends the sentence once.
        .replace(/(?<!\.)\.\.(?=\s|$)/g, '.')
    );
  };
  // The CV's other deeds are told briefly only while the letter is short of 250 words.
  const letters = PLANS.map(compose).filter(
    (letter) => wordCount(letter) <= COVER_LETTER_WORDS.max,
  );
  const longest = letters.reduce<string | undefined>(
    (best, letter) => (best && wordCount(best) >= wordCount(letter) ? best : letter),
    undefined,
  );
  return (
    letters.find((letter) => wordCount(letter) >= COVER_LETTER_WORDS.min) ??
    longest ??
    compose([1, 0])
  );
}

/** The letter in the content's cover-letter section, hidden from the CV itself. */
export function storeCoverLetter(content: CvContent, letter: string): void {
  const section = sectionFor(content, 'cover_letter');
  section.content.cover_letter.content = letter;
  section.is_visible = false;
}
