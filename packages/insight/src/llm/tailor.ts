import { z } from 'zod';
import {
  COVER_LETTER_WORDS,
  hasTemplateText,
  matchingLevelLabel,
  templateTextFields,
  type CvContent,
} from '@cvforge/contracts';
import type { EngineContext } from '../ats/analyze-ats';
import { storeCoverLetter } from '../tailor/cover-letter';
import {
  fabrications,
  letterFabrications,
  sourceFacts,
  type EntityKind,
} from '../tailor/fabrication';
import { mainSection, sectionFor } from '../tailor/sections';
import { tailoredResult } from '../tailor/tailor-cv';
import { letterProblems, letterQuality } from '../tailor/letter-quality';
import { supportedJobTitle } from '../tailor/summary';
import { doubtfulValues } from '../tailor/doubtful';
import { escapeRegExp } from '../tailor/text';
import type { TailorInput, TailoredCv } from '../tailor/types';
import type { LlmFailure } from './fallback-reason';
import type { LlmTask } from './tasks';

/**
 * What the model may rewrite: the summary, each job's bullets (by the job's id), the skills lists
 * and the cover letter. Employers, titles, dates, schooling and section layout stay the built-in
 * result's, so the model cannot move a bullet to another job or rename one.
 */
const tailorAnswerSchema = z.object({
  summary: z.string().min(1),
  experiences: z.array(
    z.object({ id: z.string(), achievements: z.array(z.string().min(1)).min(1) }),
  ),
  skills: z.object({
    technical: z.array(z.string()),
    professional: z.array(z.string()),
    tools: z.array(z.string()),
  }),
  cover_letter: z.string().nullable(),
});
export type LlmTailorAnswer = z.infer<typeof tailorAnswerSchema>;

export const tailorTask: LlmTask<LlmTailorAnswer> = {
  name: 'tailored_cv',
  schema: tailorAnswerSchema,
  jsonSchema: z.toJSONSchema(tailorAnswerSchema),
  system:
    'You tailor a CV to a job. Rewrite the summary, the bullets of each job (keep each job id) and ' +
    'the skills lists so the CV speaks to the job, as far as the matching level allows. Use only ' +
    "facts the CV (or the candidate's other CVs) states: never add an employer, job title, degree, " +
    'school, certification, date, number or skill it does not contain; a rewrite that does is ' +
    'discarded. Keep the headline and summary on the titles the CV itself gives; never call the ' +
    "person by the job's title unless one of their own titles carries it. Never write template " +
    `text such as [the result]. When a cover letter is asked for, write ${COVER_LETTER_WORDS.min}-${COVER_LETTER_WORDS.max} words ` +
    'in 3-5 body paragraphs from the same facts, else null: "Dear Hiring Manager," when the ' +
    'company is confidential or not given; the role and company in the opening; two or three ' +
    "achievements that answer the job's main requirements, told as what the person did and " +
    'achieved, not the CV bullets repeated; no sentence twice; no generic filler; a reason for ' +
    "wanting the company only from the user's own words when given, in its own paragraph; end " +
    'with "Sincerely," and the name once. Answer with one JSON object only, no prose, in the ' +
    'language of the CV.',
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

function withoutPhoto(content: CvContent): CvContent {
  const { photo: _photo, ...personalInfo } = content.personal_info;
  return { ...content, personal_info: personalInfo };
}

export function tailorUserMessage(input: TailorInput, builtIn: TailoredCv): string {
  const level = `${input.matchingLevel}/10 (${matchingLevelLabel(input.matchingLevel)})`;
  return [
    `Source CV (JSON):\n${json(withoutPhoto(input.content))}`,
    `Other CVs of the candidate (evidence only):\n${json((input.otherCvs ?? []).map((cv) => ({ title: cv.title, content: withoutPhoto(cv.content) })))}`,
    `Target job:\n${json(input.job)}`,
    `Matching level: ${level}. Cover letter wanted: ${input.includeCoverLetter ? 'yes' : 'no'}.`,
    `Why this company, in the user's own words (the only reason the letter may give): ${input.whyCompany?.trim() || 'none given'}`,
    `The built-in draft to improve on (JSON):\n${json(withoutPhoto(builtIn.content))}`,
  ].join('\n\n');
}

/** The model's rewrite written into a copy of the built-in content. */
function merged(builtIn: TailoredCv, answer: LlmTailorAnswer, input: TailorInput) {
  const content = structuredClone(builtIn.content);
  sectionFor(content, 'summary').content.text = answer.summary.trim();
  const experiences = mainSection(content, 'experience')?.content.experiences ?? [];
  for (const rewrite of answer.experiences) {
    const entry = experiences.find((candidate) => candidate.id === rewrite.id);
    if (entry) entry.achievements = rewrite.achievements.map((line) => line.trim());
  }
  const skills = mainSection(content, 'skills');
  if (skills) skills.content = answer.skills;
  let coverLetter = builtIn.coverLetter;
  const letter = answer.cover_letter?.trim();
  // The model's letter is checked like the built-in one (readerFailure), never silently dropped.
  if (input.includeCoverLetter && letter) {
    coverLetter = letter;
    storeCoverLetter(content, letter);
  }
  return { content, coverLetter };
}

/** "As a Financial Accountant", "I am an ICU nurse": the text gives the person a title. */
const claimsTitle = (text: string, title: string) =>
  new RegExp(
    `\\b(?:as|am|I'm|I\\s+work\\s+as)\\s+(?:an?\\s+|the\\s+)?${escapeRegExp(title.trim())}\\b`,
    'i',
  ).test(text);

/**
 * The checks the built-in result meets, on the model's answer (unfilled template text is refused
 * before, in acceptTailoring): no doubtful value, no job
 * title the CV's own titles do not carry, and a letter a reader would send.
 */
function readerFailure(
  context: EngineContext,
  input: TailorInput,
  content: CvContent,
  coverLetter: string | null,
  builtInLetter: string | null,
): LlmFailure | undefined {
  const summary = mainSection(content, 'summary')?.content.text ?? '';
  // A value the parser doubted stays where the user can check it, not in the new text.
  const ownSummary = (mainSection(input.content, 'summary')?.content.text ?? '').toLowerCase();
  const doubted = doubtfulValues(input.content, input.parseConfidence).filter(
    (value) => !ownSummary.includes(value.toLowerCase()),
  );
  const newText = [summary, coverLetter ?? ''].join('\n').toLowerCase();
  if (doubted.some((value) => newText.includes(value.toLowerCase()))) return { kind: 'doubtful' };
  const title = input.job.job_title.trim();
  if (title && !supportedJobTitle(context.knowledge, input.content, input.job)) {
    const headline = new RegExp(`^${escapeRegExp(title)}\\b`, 'i');
    if (headline.test(summary) || claimsTitle(summary, title)) return { kind: 'title' };
    if (coverLetter && claimsTitle(coverLetter, title)) return { kind: 'title' };
  }
  if (coverLetter && coverLetter !== builtInLetter) {
    const problem = letterProblems(letterQuality(coverLetter, input.content))[0];
    if (problem) return { kind: 'letter', problem };
  }
  return undefined;
}

const ENTITY_WORDS: Record<EntityKind, string> = {
  employer: 'an employer',
  title: 'a job title',
  degree: 'a degree',
  institution: 'a school',
  certification: 'a certification',
  date: 'a date',
  number: 'a number',
  skill: 'a skill',
};

/**
 * The model's rewrite as a tailored CV, or why it cannot be used: an answer naming any employer,
 * title, degree, school, certification, date, number or skill absent from the sources is refused.
 */
export function acceptTailoring(
  context: EngineContext,
  input: TailorInput,
  builtIn: TailoredCv,
  answer: LlmTailorAnswer,
  model: string,
): { ok: true; value: TailoredCv } | { ok: false; failure: LlmFailure } {
  const { content, coverLetter } = merged(builtIn, answer, input);
  if (templateTextFields(content).length || (coverLetter && hasTemplateText(coverLetter)))
    return { ok: false, failure: { kind: 'placeholder' } };
  const facts = sourceFacts(
    context.knowledge,
    [input.content, ...(input.otherCvs ?? []).map((cv) => cv.content)],
    context.now,
  );
  const invented = [
    ...fabrications(context.knowledge, content, facts),
    ...(coverLetter && coverLetter !== builtIn.coverLetter
      ? letterFabrications(context.knowledge, coverLetter, facts, input.job)
      : []),
  ];
  const first = invented[0];
  if (first)
    return { ok: false, failure: { kind: 'fabrication', entity: ENTITY_WORDS[first.kind] } };
  const failure = readerFailure(context, input, content, coverLetter, builtIn.coverLetter);
  if (failure) return { ok: false, failure };
  const result = tailoredResult(context, input, content, coverLetter);
  return { ok: true, value: { ...result, engine: { name: 'llm', model } } };
}
