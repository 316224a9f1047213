import type { CvContent } from '@cvforge/contracts';
import type { Relevance } from './relevance';
import { shownExperiences } from './sections';
import type { BulletRef } from './types';

/**
 * Bullets least relevant to the job first, older jobs and later bullets first on ties. Each job's
 * most relevant bullet is left out, so dropping the whole list still keeps every job.
 */
export function bulletDropOrder(content: CvContent, relevance: Relevance): BulletRef[] {
  const candidates = shownExperiences(content).flatMap((entry, experience) => {
    const scored = entry.achievements.map((line, bullet) => ({
      experience,
      bullet,
      score: line.trim() ? relevance(line) : -1,
    }));
    const keep = scored.reduce<(typeof scored)[number] | undefined>(
      (best, item) => (best && best.score >= item.score ? best : item),
      undefined,
    );
    return scored.filter((item) => item !== keep);
  });
  return candidates
    .sort((a, b) => a.score - b.score || b.experience - a.experience || b.bullet - a.bullet)
    .map(({ experience, bullet }) => ({ experience, bullet }));
}
