import { scoreColor, type ScoreColor } from '@cvforge/contracts';

/** Classes for the score colours of docs/product.md §C9 (80 green, 60 amber, else red), both themes. */
const TONES: Record<ScoreColor, { text: string; bar: string }> = {
  green: { text: 'text-emerald-600 dark:text-emerald-400', bar: 'bg-emerald-500' },
  amber: { text: 'text-amber-600 dark:text-amber-400', bar: 'bg-amber-500' },
  red: { text: 'text-red-600 dark:text-red-400', bar: 'bg-red-500' },
};

/** Text and bar classes of a 0-100 score. */
export const scoreTone = (score: number) => TONES[scoreColor(score)];
