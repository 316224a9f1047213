import { scoreColor, type ScoreColor } from '@cvforge/contracts';

/** Classes for the score colours of cv-spec §9 (80 green, 60 amber, else red), both themes. */
const TONES: Record<ScoreColor, { text: string; bar: string }> = {
  green: { text: 'text-emerald-600 dark:text-emerald-400', bar: 'bg-emerald-500' },
  amber: { text: 'text-amber-600 dark:text-amber-400', bar: 'bg-amber-500' },
  red: { text: 'text-red-600 dark:text-red-400', bar: 'bg-red-500' },
};

export const scoreTone = (score: number) => TONES[scoreColor(score)];

/** Scores arrive as 0-100 numbers; shown whole. */
export const wholeScore = (score: number) => Math.round(Math.min(100, Math.max(0, score)));
