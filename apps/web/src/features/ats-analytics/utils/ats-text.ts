import {
  ACHIEVEMENT_METRICS_THRESHOLDS,
  SCORE_ADVICE_THRESHOLDS,
  type ExperienceLevel,
  type KeywordDensityBand,
} from '@cvforge/contracts';
import { scoreTone } from '@/lib/score-tone';

/** One line of advice per band of SCORE_ADVICE_THRESHOLDS (90, 80, 70, 60, 40), then below 40. */
const SCORE_ADVICE = [
  'Excellent — your CV is highly optimised for applicant tracking systems.',
  'Very good — a few refinements will make it stand out even more.',
  'Good — add the missing keywords to pass more ATS filters.',
  'Fair — several improvements are needed to pass ATS filters reliably.',
  'Needs work — many applicant tracking systems may rank this CV low.',
  'Poor — this CV is likely to be filtered out. Start with the top recommendations.',
] as const;

/** The text of the first band whose threshold the value reaches, else the last text. */
function bandText(value: number, thresholds: readonly number[], texts: readonly string[]): string {
  const band = thresholds.findIndex((threshold) => value >= threshold);
  return texts[band === -1 ? thresholds.length : band] ?? '';
}

export const scoreAdvice = (score: number) =>
  bandText(score, SCORE_ADVICE_THRESHOLDS, SCORE_ADVICE);

export const scoreTextTone = (score: number) => scoreTone(score).text;
export const barTone = (score: number) => scoreTone(score).bar;

export const DENSITY_LABELS: Record<KeywordDensityBand, string> = {
  optimal: 'Optimal',
  good: 'Good',
  low: 'Low',
};

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  senior: 'Senior level',
  mid: 'Mid level',
  'junior-mid': 'Junior to mid level',
  junior: 'Entry level',
};

/** One line per band of ACHIEVEMENT_METRICS_THRESHOLDS (10, 5, 2), then below 2. */
const ACHIEVEMENT_TEXT = [
  'Excellent — your impact is well quantified.',
  'Good use of measurable results.',
  'Some metrics — add numbers to more achievements.',
  'Few measurable results — quantify your impact.',
] as const;

export const achievementMetricsText = (count: number) =>
  bandText(count, ACHIEVEMENT_METRICS_THRESHOLDS, ACHIEVEMENT_TEXT);
