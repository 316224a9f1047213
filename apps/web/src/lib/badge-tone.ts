/**
 * The tinted badge colours, both themes: a 15 % tint behind text of the same hue. The light-theme
 * text shades are the ones that keep 4.5:1 on the tint over a white card (amber needs 800;
 * docs/decisions/024-accessibility.md), so a new badge picks a tone here instead of a shade.
 */
export const BADGE_TONE = {
  positive: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  caution: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  negative: 'bg-red-500/15 text-red-700 dark:text-red-300',
  info: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
} as const;
