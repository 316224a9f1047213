import type { ImprovementType, SuggestionPriority } from './improvement';

/** Thresholds of the career analytics and ATS reports (docs/product.md §C9). */

export type ScoreColor = 'green' | 'amber' | 'red';
/** Score colours: at least 80 green, at least 60 amber, else red. */
export const SCORE_COLOR_THRESHOLDS = { green: 80, amber: 60 } as const;

export function scoreColor(score: number): ScoreColor {
  if (score >= SCORE_COLOR_THRESHOLDS.green) return 'green';
  if (score >= SCORE_COLOR_THRESHOLDS.amber) return 'amber';
  return 'red';
}

/** The advice text under a score changes at these values (descending). */
export const SCORE_ADVICE_THRESHOLDS = [90, 80, 70, 60, 40] as const;
/** Interview prediction text depends on the level and these job-match thresholds. */
export const INTERVIEW_PREDICTION_THRESHOLDS = [85, 70, 50] as const;
/** The action plan's wording depends on the job match score at these thresholds. */
export const ACTION_PLAN_JOB_MATCH_THRESHOLDS = [85, 70, 50] as const;
/** The action plan lists the first three missing skills. */
export const ACTION_PLAN_MISSING_SKILLS_LISTED = 3;

/** Count bands: 0, up to the first bound, up to the second, more. */
export const MISSING_SKILLS_COUNT_BANDS = [0, 2, 5] as const;
export const IMPROVEMENT_AREAS_COUNT_BANDS = [0, 2, 4] as const;

export type CountBand = 'none' | 'few' | 'some' | 'many';
export function countBand(count: number, bands: readonly [number, number, number]): CountBand {
  if (count <= bands[0]) return 'none';
  if (count <= bands[1]) return 'few';
  if (count <= bands[2]) return 'some';
  return 'many';
}

/** Keyword density (%): at least 15 optimal, at least 10 good, else low. */
export const KEYWORD_DENSITY_THRESHOLDS = { optimal: 15, good: 10 } as const;
export type KeywordDensityBand = 'optimal' | 'good' | 'low';
export function keywordDensityBand(density: number): KeywordDensityBand {
  if (density >= KEYWORD_DENSITY_THRESHOLDS.optimal) return 'optimal';
  if (density >= KEYWORD_DENSITY_THRESHOLDS.good) return 'good';
  return 'low';
}

/** Years of experience: at least 10 senior, 5 mid, 2 junior-mid, else junior. */
export const EXPERIENCE_YEARS_THRESHOLDS = { senior: 10, mid: 5, juniorMid: 2 } as const;
export type ExperienceLevel = 'senior' | 'mid' | 'junior-mid' | 'junior';
export function experienceLevel(years: number): ExperienceLevel {
  if (years >= EXPERIENCE_YEARS_THRESHOLDS.senior) return 'senior';
  if (years >= EXPERIENCE_YEARS_THRESHOLDS.mid) return 'mid';
  if (years >= EXPERIENCE_YEARS_THRESHOLDS.juniorMid) return 'junior-mid';
  return 'junior';
}

/** Number of quantified achievements: text bands change at 10, 5 and 2. */
export const ACHIEVEMENT_METRICS_THRESHOLDS = [10, 5, 2] as const;

/** Improvement groups display in this order. */
export const IMPROVEMENT_GROUP_ORDER = [
  'skill',
  'soft_skill',
  'keyword',
  'experience',
  'education',
  'projects',
  'overall',
] as const satisfies readonly ImprovementType[];

/** Priority of a suggestion built from an ATS report, by its type. */
export const SUGGESTION_PRIORITY_BY_TYPE = {
  skill: 'high',
  keyword: 'high',
  soft_skill: 'medium',
  experience: 'medium',
  overall: 'medium',
} as const satisfies Partial<Record<ImprovementType, SuggestionPriority>>;

/** In an action plan the first 2 recommendations are high, the next 2 medium, the rest optimization. */
export const ACTION_PLAN_PRIORITIES = ['high', 'medium', 'optimization'] as const;
export type ActionPlanPriority = (typeof ACTION_PLAN_PRIORITIES)[number];
export function actionPlanPriority(index: number): ActionPlanPriority {
  if (index < 2) return 'high';
  if (index < 4) return 'medium';
  return 'optimization';
}

/** Display caps of the improvements and ATS screens. */
export const ESSENTIAL_IMPROVEMENTS_MAX = 5;
export const CRITICAL_KEYWORDS_SHOWN_MAX = 8;
export const COMPACT_CARD_STRENGTHS = 3;
export const COMPACT_CARD_WEAKNESSES = 2;
export const SUGGESTION_LIST_MAX_HEIGHT_REM = 12;
