import { cvContentSchema, withoutTemplateText, type CvContent } from '@cvforge/contracts';
import { prepare, type EngineContext } from '../ats/analyze-ats';
import { analyzeCareer } from '../career/analyze-career';
import { storeCoverLetter, writeCoverLetter } from './cover-letter';
import { bulletDropOrder } from './drop-order';
import { levelPlan, matchScoreFromJobMatch } from './levels';
import { relevanceTo, type Relevance } from './relevance';
import { reorderForJob } from './reorder';
import { sampleCvForJob } from './sample-cv';
import { applySectionChoices } from './sections';
import { experiencedSkills } from './evidence';
import { surfaceJobSkills, surfaceSoftSkills } from './skills';
import { rewriteSummary } from './summary';
import type { TailorInput, TailoredCv } from './types';
import { unifyDateStyles } from './dates';
import { strengthenOpenings } from './verbs';
import { alignVocabulary } from './wording';
import { markSample } from '@cvforge/contracts';
import { doubtfulPaths } from './doubtful';
import { unshoutContent } from './normal-case';

/** The CV's own content rewritten for the job at the matching level: nothing it does not say. */
function tailorOwnContent(context: EngineContext, input: TailorInput, content: CvContent) {
  const { profile, target, match } = prepare(context, content, input.job);
  const relevance = relevanceTo(context.knowledge, target);
  const experienced = experiencedSkills(context.knowledge, content);
  const plan = levelPlan(input.matchingLevel);
  reorderForJob(content, relevance);
  if (plan.surfaceSkills) unshoutContent(content, context.knowledge);
  if (plan.surfaceSkills) {
    const otherCvs = plan.skillsFromOtherCvs ? input.otherCvs : undefined;
    surfaceJobSkills(context, content, profile, match, experienced, otherCvs);
  }
  if (plan.surfaceSoftSkills) surfaceSoftSkills(content, match);
  if (plan.rewriteSummary) {
    const facts = { knowledge: context.knowledge, content, profile, match, experienced };
    const doubtful = doubtfulPaths(input.parseConfidence);
    rewriteSummary({ ...facts, job: input.job, plan, relevance, doubtful });
  }
  if (plan.alignVocabulary) alignVocabulary(context.knowledge, content, input.job.job_description);
  if (plan.strengthenVerbs) {
    strengthenOpenings(content);
    unifyDateStyles(content);
  }
  // The letter names the job's most wanted skills first (the summary, the listed-only ones).
  const skills = match.skills
    .filter(({ found, skill }) => found && experienced.has(skill.name))
    .sort((a, b) => b.skill.weight - a.skill.weight)
    .map(({ skill }) => skill.name);
  return { relevance, skills };
}

/** Scores the result against the job with the career engine, on the 1-10 scale. */
export function tailoredMatchScore(
  context: EngineContext,
  content: CvContent,
  input: Pick<TailorInput, 'job' | 'otherCvs'>,
): number {
  const report = analyzeCareer(context, { content, target: input.job, otherCvs: input.otherCvs });
  return matchScoreFromJobMatch(report.jobMatchScore);
}

/** The built-in, deterministic tailoring of a CV to a job (docs/decisions/014-tailored-generation.md). */
export function tailorCv(context: EngineContext, input: TailorInput): TailoredCv {
  // Unfilled template text is never copied (docs/decisions/032-no-placeholders.md).
  const source = withoutTemplateText(cvContentSchema.parse(structuredClone(input.content)));
  let content: CvContent;
  let relevance: Relevance;
  let skills: string[];
  if (input.source === 'contact_only') {
    content = sampleCvForJob(context, source, input.job);
    relevance = relevanceTo(context.knowledge, prepare(context, content, input.job).target);
    skills = [];
  } else {
    content = source;
    ({ relevance, skills } = tailorOwnContent(context, input, content));
  }
  applySectionChoices(content, input);
  let coverLetter: string | null = null;
  if (input.includeCoverLetter) {
    coverLetter =
      input.source === 'contact_only'
        ? markSample(
            writeCoverLetter({
              content: sampleCvForJob(context, source, input.job, (value) => value),
              job: input.job,
              relevance,
              skills: [],
              whyCompany: input.whyCompany,
            }),
          )
        : writeCoverLetter({
            content,
            job: input.job,
            relevance,
            skills,
            whyCompany: input.whyCompany,
            knowledge: context.knowledge,
            doubtful: doubtfulPaths(input.parseConfidence),
          });
    storeCoverLetter(content, coverLetter);
  }
  return tailoredResult(context, input, content, coverLetter, relevance);
}

/** The result around final content: its match score and which bullets to drop first. */
export function tailoredResult(
  context: EngineContext,
  input: TailorInput,
  content: CvContent,
  coverLetter: string | null,
  relevance: Relevance = relevanceTo(
    context.knowledge,
    prepare(context, content, input.job).target,
  ),
): TailoredCv {
  return {
    content,
    matchScore: tailoredMatchScore(context, content, input),
    coverLetter,
    bulletDropOrder: bulletDropOrder(content, relevance),
    engine: { name: 'built-in' },
  };
}
