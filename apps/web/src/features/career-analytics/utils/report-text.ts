import {
  ACTION_PLAN_JOB_MATCH_THRESHOLDS,
  countBand,
  IMPROVEMENT_AREAS_COUNT_BANDS,
  INTERVIEW_PREDICTION_FROM,
  INTERVIEW_PREDICTION_THRESHOLDS,
  MISSING_SKILLS_COUNT_BANDS,
  type CountBand,
  type InterviewPrediction,
  type ReportTarget,
} from '@cvforge/contracts';

/**
 * The report's explanatory copy. docs/product.md §C9 gives where the wording changes (thresholds and
 * count bands) but not the words; these are ours.
 */

type MatchBand = 'excellent' | 'strong' | 'fair' | 'weak';

/** The job match score against three descending thresholds (85, 70, 50). */
function matchBand(score: number, thresholds: readonly [number, number, number]): MatchBand {
  if (score >= thresholds[0]) return 'excellent';
  if (score >= thresholds[1]) return 'strong';
  if (score >= thresholds[2]) return 'fair';
  return 'weak';
}

const INTERVIEW_LEVEL_TEXT: Record<InterviewPrediction, string> = {
  High: 'Your chances of being invited to interview are high.',
  Medium: 'You have a fair chance of being invited to interview.',
  Low: 'An interview invitation is unlikely as the CV stands.',
};

const INTERVIEW_MATCH_TEXT: Record<MatchBand, string> = {
  excellent: 'Your CV matches this role very closely.',
  strong: 'Your CV covers most of what this role asks for.',
  fair: 'Your CV covers part of this role; closing the gaps below will lift your chances.',
  weak: 'Your CV covers little of this role yet; start with the action plan below.',
};

/** Two sentences: one for the predicted level, one for how closely the CV matches. */
/** The basis of the interview prediction, said wherever it is shown. */
export const INTERVIEW_PREDICTION_BASIS = `Read from the job match score alone: High from ${INTERVIEW_PREDICTION_FROM.High}, Medium from ${INTERVIEW_PREDICTION_FROM.Medium}, Low below. It is not a measured interview rate.`;

export function interviewPredictionText(level: InterviewPrediction, jobMatchScore: number) {
  const band = matchBand(jobMatchScore, INTERVIEW_PREDICTION_THRESHOLDS);
  return `${INTERVIEW_LEVEL_TEXT[level]} ${INTERVIEW_MATCH_TEXT[band]}`;
}

const ACTION_PLAN_TEXT: Record<MatchBand, { title: string; text: string }> = {
  excellent: {
    title: 'Polish and apply',
    text: 'You are a strong match. Fine-tune the details below and start applying.',
  },
  strong: {
    title: 'Close a few gaps',
    text: 'You are a good match. A few targeted changes will make you stand out.',
  },
  fair: {
    title: 'Build up the essentials',
    text: 'You meet part of the requirements. Work through these steps to become competitive.',
  },
  weak: {
    title: 'Plan a longer path',
    text: 'This role is a stretch today. Build the core skills first, then revisit the CV.',
  },
};

export function actionPlanIntro(jobMatchScore: number) {
  return ACTION_PLAN_TEXT[matchBand(jobMatchScore, ACTION_PLAN_JOB_MATCH_THRESHOLDS)];
}

const MISSING_SKILLS_TEXT: Record<CountBand, string> = {
  none: 'You have every skill this role asks for.',
  few: 'Only a skill or two to add.',
  some: 'A handful of skills to build or to show more clearly.',
  many: 'Many required skills are missing; start with the first three.',
};

const IMPROVEMENT_AREAS_TEXT: Record<CountBand, string> = {
  none: 'No areas need improvement.',
  few: 'A couple of areas to improve.',
  some: 'A few areas to improve.',
  many: 'Several areas need work; take them one at a time.',
};

export const missingSkillsText = (count: number) =>
  MISSING_SKILLS_TEXT[countBand(count, MISSING_SKILLS_COUNT_BANDS)];

export const improvementAreasText = (count: number) =>
  IMPROVEMENT_AREAS_TEXT[countBand(count, IMPROVEMENT_AREAS_COUNT_BANDS)];

/** "Senior Data Analyst at Acme — from the job description you pasted". */
export function targetText(target: ReportTarget): string {
  const job = target.company_name
    ? `${target.job_title} at ${target.company_name}`
    : target.job_title;
  const source =
    target.kind === 'job_description'
      ? 'from the job description you pasted'
      : `measured against typical ${target.role_profile ?? target.job_title} postings (no job posting given)`;
  return `${job} — ${source}`;
}
