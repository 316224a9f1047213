/**
 * Doubts (docs/decisions/036-parser-doubts.md): every value the parser filled in is checked on
 * its own (packages/cv-parser/src/doubts/validators.ts) and against the CV's other readings
 * (packages/cv-parser/src/doubts/cross-checks.ts); a value that fails gets a low confidence, so
 * the editor flags it, and a short reason beside it.
 */
import { DOUBTFUL_BELOW, type CvContent } from '@cvforge/contracts';
import { cleanParsedValue } from '../clean-text';
import type { Confidence, Reasons } from '../types';
import { educationDoubts, experienceDoubts, personalDoubts, skillDoubts } from './cross-checks';

/** Confidence of a value that failed a check: under the editor's "Check this" line (0.6). */
export const DOUBTED = 0.4;

const UNSURE = 'the parser had to guess how to read this';

/** One value's doubt: the confidence key and why. */
export interface Doubt {
  path: string;
  reason: string;
}

/** The confidences with every doubted value lowered, and the reasons keyed like them. */
export function flagDoubts(
  content: CvContent,
  confidence: Confidence,
): { confidence: Confidence; reasons: Reasons } {
  // The values as the user will see them: icon glyphs and invisible marks go before they are
  // shown (packages/cv-parser/src/clean-text.ts), so they are no sign of a misreading.
  const shown = cleanParsedValue(content);
  const doubts = [
    ...personalDoubts(shown),
    ...experienceDoubts(shown),
    ...educationDoubts(shown),
    ...skillDoubts(shown),
  ];
  const lowered: Confidence = { ...confidence };
  const reasons: Reasons = {};
  for (const { path, reason } of doubts) {
    if (lowered[path] === undefined || reasons[path]) continue;
    lowered[path] = Math.min(lowered[path], DOUBTED);
    reasons[path] = reason;
  }
  // Values the readers were unsure of themselves (a guess between two readings).
  for (const [path, score] of Object.entries(lowered))
    if (score < DOUBTFUL_BELOW && !reasons[path]) reasons[path] = UNSURE;
  return { confidence: lowered, reasons };
}
