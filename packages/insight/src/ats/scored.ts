import type { EvidenceItem } from '@cvforge/contracts';

/** A score with the evidence that explains it. */
export interface Scored {
  score: number;
  evidence: EvidenceItem[];
}

export const clampScore = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/** Starts at 100; each rule that fires costs points and says so. */
export function penaltyLedger() {
  const evidence: EvidenceItem[] = [];
  let score = 100;
  return {
    evidence,
    cost(points: number, text: string, section?: string) {
      if (points <= 0) return;
      score -= points;
      evidence.push({ kind: 'penalty', text, points: -points, ...(section ? { section } : {}) });
    },
    note(item: EvidenceItem) {
      evidence.push(item);
    },
    get score() {
      return clampScore(score);
    },
  };
}

/** Points a capped rule costs: `each` per case, never more than `max`. */
export const capped = (cases: number, each: number, max: number) => Math.min(cases * each, max);

export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
