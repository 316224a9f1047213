import { z } from 'zod';
import {
  hasTemplateText,
  matchingLevelLabel,
  templateTextFields,
  type CvContent,
} from '@cvforge/contracts';
import type { EngineContext } from '../ats/analyze-ats';
import {
  COVER_LETTER_MAX_WORDS,
  COVER_LETTER_MIN_WORDS,
  storeCoverLetter,
} from '../tailor/cover-letter';
import {
  fabrications,
  letterFabrications,
  sourceFacts,
  type EntityKind,
} from '../tailor/fabrication';
import { mainSection, sectionFor } from '../tailor/sections';
import { tailoredResult } from '../tailor/tailor-cv';
import { wordCount } from '../tailor/text';
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
    `discarded. When a cover letter is asked for, write ${COVER_LETTER_MIN_WORDS}-${COVER_LETTER_MAX_WORDS} words ` +
    'to the company for the role from the same facts, else null. Answer with one JSON object only, ' +
    'no prose, in the language of the CV.',
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
  const fits =
    letter &&
    wordCount(letter) >= COVER_LETTER_MIN_WORDS &&
    wordCount(letter) <= COVER_LETTER_MAX_WORDS;
  if (input.includeCoverLetter && fits) {
    coverLetter = letter;
    storeCoverLetter(content, letter);
  }
  return { content, coverLetter };
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
  const result = tailoredResult(context, input, content, coverLetter);
  return { ok: true, value: { ...result, engine: { name: 'llm', model } } };
}
