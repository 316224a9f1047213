export { scoreTone } from '@/lib/score-tone';

/** Scores arrive as 0-100 numbers; shown whole. */
export const wholeScore = (score: number) => Math.round(Math.min(100, Math.max(0, score)));
