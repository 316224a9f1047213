import type { CvContent, CvSectionOf, SectionType } from '@cvforge/contracts';
import { sectionsOf } from '../apply/sections';
import { opensWithActionVerb } from '../extract/signals';
import { byRelevance, type Relevance } from './relevance';
import { sectionFor, shownExperiences } from './sections';
import { statedYears } from './summary';
import { endSentence, listing, lowerFirst, wordCount } from './text';
import type { TailorJob } from './types';

/** The letter speaks only of what the CV shows: sections hidden in the wizard stay out of it. */
const shownSections = <T extends SectionType>(content: CvContent, type: T): CvSectionOf<T>[] =>
  sectionsOf(content, type).filter((section) => section.is_visible);

export const COVER_LETTER_MIN_WORDS = 250;
export const COVER_LETTER_MAX_WORDS = 400;

/** Sentences that state no fact (no employer, number or skill): used only to reach the minimum length. */
const CONNECTING_SENTENCES = [
  'I prepare carefully, communicate plainly and follow through on what I commit to.',
  'I enjoy learning how a new team works and finding where I can be useful quickly.',
  'I value clear priorities, honest feedback and work that makes a visible difference for the people it serves.',
  'I am used to balancing several responsibilities at once while keeping quality high and colleagues informed.',
  'I would bring the same care and steadiness to this role that I have brought to my work so far.',
  'I am glad to share more detail on any part of my experience.',
  'I like to understand the reasons behind a task before I start, so that the result serves its purpose.',
  'When something goes wrong, I look for the cause, put it right and make sure it does not happen again.',
  'I keep the people around me informed, ask for help early when I need it and offer it when I can.',
  'I am ready to learn what is new to me quickly and to bring what I already know from the first week.',
  'I take feedback seriously and use it to do the next piece of work better than the last.',
  'I am comfortable working on my own and equally happy to support others when the workload peaks.',
  'I believe steady, careful work earns trust, and I try to earn it every day.',
];

export interface CoverLetterFacts {
  content: CvContent;
  job: TailorJob;
  relevance: Relevance;
  /** The job's skills the CV shows, most useful first. */
  skills: readonly string[];
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** "Led …", "Responded …": a line the letter can turn into "I led …". */
const opensWithVerb = (line: string) =>
  opensWithActionVerb(line) || /^\p{L}{3,}ed\b/u.test(line.trim());

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lines opening with a verb become "I …" sentences; the others are listed in one sentence. */
function lineSentences(lines: readonly string[]): string[] {
  const done = lines.filter(opensWithVerb).map((line) => `I ${lowerFirst(endSentence(line))}`);
  const duties = lines
    .filter((line) => !opensWithVerb(line))
    .map((line) => lowerFirst(line.trim().replace(/[.;]+$/, '')));
  return duties.length ? [`My work there included: ${duties.join('; ')}.`, ...done] : done;
}

/** The letter's paragraphs about work: the most relevant jobs, each with its most relevant lines. */
function workParagraphs(facts: CoverLetterFacts, linesPerJob: number): string[] {
  const all = shownExperiences(facts.content).filter(
    (entry) => entry.title.trim() || entry.company.trim(),
  );
  // The three most relevant jobs, told newest first as the CV lists them.
  const chosen = byRelevance(all, (entry) =>
    entry.achievements.reduce((sum, line) => sum + facts.relevance(line), 0),
  ).slice(0, 3);
  const entries = all.filter((entry) => chosen.includes(entry));
  return entries.flatMap((entry, index) => {
    const lines = entry.achievements.filter((line) => line.trim()).slice(0, linesPerJob);
    if (!lines.length) return [];
    const role = entry.title.trim() ? `${entry.title.trim()}` : 'part of the team';
    const where = entry.company.trim() ? ` at ${entry.company.trim()}` : '';
    const opening = index === 0 ? `As ${role}${where}` : `Before that, as ${role}${where}`;
    const [first = '', ...rest] = lineSentences(lines);
    const firstClause = first.startsWith('I ') ? first : lowerFirst(first);
    return [[`${opening}, ${firstClause}`, ...rest.map(capitalise)].join(' ')];
  });
}

function backgroundParagraph(content: CvContent): string | undefined {
  const parts: string[] = [];
  const degree = shownSections(content, 'education')
    .flatMap((section) => section.content.education)
    .find((entry) => entry.degree.trim());
  if (degree) {
    const field = degree.field.trim() ? ` in ${degree.field.trim()}` : '';
    const school = degree.institution.trim() ? ` from ${degree.institution.trim()}` : '';
    parts.push(`I hold ${article(degree.degree.trim())} ${degree.degree.trim()}${field}${school}.`);
  }
  const certifications = shownSections(content, 'certifications')
    .flatMap((section) => section.content.certifications)
    .map((entry) => entry.name.trim())
    .filter(Boolean)
    .slice(0, 3);
  if (certifications.length) parts.push(`My certifications include ${listing(certifications)}.`);
  const languages = shownSections(content, 'languages')
    .flatMap((section) => section.content.languages)
    .map((entry) => entry.name.trim())
    .filter(Boolean);
  if (languages.length > 1) parts.push(`I work in ${listing(languages)}.`);
  return parts.length ? parts.join(' ') : undefined;
}

function softSkillSentence(content: CvContent): string | undefined {
  const names = shownSections(content, 'soft_skills')
    .flatMap((section) => section.content.soft_skills)
    .map((entry) => entry.name.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, 3);
  return names.length
    ? `People I have worked with would point to my ${listing(names)}.`
    : undefined;
}

/**
 * A cover letter (250-400 words) to the company for the role, built only from the CV: its title,
 * stated years, the job's skills it shows, its most relevant achievements, schooling and
 * certifications. Short CVs are completed with sentences that state no fact.
 */
export function writeCoverLetter(facts: CoverLetterFacts): string {
  const { content, job } = facts;
  const company = job.company_name.trim();
  const role = job.job_title.trim();
  const name = content.personal_info.name.trim();
  const title = content.personal_info.title.trim();
  const summary = shownSections(content, 'summary')[0]?.content.text ?? '';
  const years = statedYears(summary);
  const intro = [
    `I am writing to apply for the ${role} position at ${company}.`,
    title
      ? `As ${article(title)} ${title}${years ? ` with ${years} of experience` : ''}, I would bring ${
          facts.skills.length
            ? `${listing(facts.skills.slice(0, 4))} to the role`
            : 'relevant, hands-on experience to the role'
        }.`
      : facts.skills.length
        ? `I would bring ${listing(facts.skills.slice(0, 4))} to the role.`
        : '',
  ]
    .filter(Boolean)
    .join(' ');
  const closing = `I would welcome the opportunity to discuss how my experience could contribute to ${company} as ${role}. Thank you for your time and consideration.`;
  const compose = (linesPerJob: number, filler: number) => {
    const middle = [
      ...workParagraphs(facts, linesPerJob),
      [backgroundParagraph(content), softSkillSentence(content)].filter(Boolean).join(' '),
    ].filter(Boolean);
    const connecting = CONNECTING_SENTENCES.slice(0, filler).join(' ');
    return [
      `Dear ${company} Hiring Team,`,
      intro,
      ...middle,
      ...(connecting ? [connecting] : []),
      closing,
      `Sincerely,\n${name || 'The applicant'}`,
    ].join('\n\n');
  };
  let linesPerJob = 3;
  let filler = 0;
  let letter = compose(linesPerJob, filler);
  while (wordCount(letter) > COVER_LETTER_MAX_WORDS && linesPerJob > 1)
    letter = compose(--linesPerJob, filler);
  while (wordCount(letter) < COVER_LETTER_MIN_WORDS && linesPerJob < 6) {
    const longer = compose(linesPerJob + 1, filler);
    if (wordCount(longer) === wordCount(letter) || wordCount(longer) > COVER_LETTER_MAX_WORDS)
      break;
    letter = longer;
    linesPerJob += 1;
  }
  while (wordCount(letter) < COVER_LETTER_MIN_WORDS && filler < CONNECTING_SENTENCES.length)
    letter = compose(linesPerJob, ++filler);
  return letter;
}

/** The letter in the content's cover-letter section, hidden from the CV itself. */
export function storeCoverLetter(content: CvContent, letter: string): void {
  const section = sectionFor(content, 'cover_letter');
  section.content.cover_letter.content = letter;
  section.is_visible = false;
}
