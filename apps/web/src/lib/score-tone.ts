import { scoreColor, type ScoreColor } from '@cvforge/contracts';

/**
 * Classes for the score colours of docs/product.md §C9 (80 green, 60 amber, else red), both themes.
 * Light-theme texts are the 700 shades: emerald- and amber-600 reach only 3.65:1 and 3.19:1 on the
 * white card (700: 5.36:1 and 5.03:1), under WCAG AA's 4.5:1 for text
 * (docs/decisions/024-accessibility.md).
 */
const TONES: Record<ScoreColor, { text: string; bar: string }> = {
  green: { text: 'text-emerald-700 dark:text-emerald-400', bar: 'bg-emerald-500' },
  amber: { text: 'text-amber-700 dark:text-amber-400', bar: 'bg-amber-500' },
  red: { text: 'text-red-600 dark:text-red-400', bar: 'bg-red-500' },
};

/** Text and bar classes of a 0-100 score. */
export const scoreTone = (score: number) => TONES[scoreColor(score)];
