import { cvContentSchema, type CvContent } from '@cvforge/contracts';
import { QUALITY_PAIRS, type QualityPair } from '../quality/pairs';
import type { TailorInput } from './types';

/** The quality set's moment "now", so "Present" reads the same in every run. */
export const TAILOR_NOW = new Date('2026-11-01T00:00:00Z');

export const contentOf = (pair: QualityPair): CvContent => cvContentSchema.parse(pair.cv);

/** The other CV of the same industry (pairs come in fours per industry): the user's other CV. */
export function partnerOf(pair: QualityPair): QualityPair {
  const index = QUALITY_PAIRS.indexOf(pair);
  return QUALITY_PAIRS[index ^ 1] as QualityPair;
}

/** A wizard request for a quality pair: its CV, its job, the defaults, and any overrides. */
export function tailorInput(pair: QualityPair, overrides: Partial<TailorInput> = {}): TailorInput {
  return {
    source: 'full_cv',
    content: contentOf(pair),
    job: pair.job,
    matchingLevel: 7,
    cvLength: 1,
    includeSoftSkills: true,
    includeAchievements: true,
    includeCoverLetter: false,
    sections: [],
    ...overrides,
  };
}

export const pairById = (id: string) => {
  const pair = QUALITY_PAIRS.find((candidate) => candidate.id === id);
  if (!pair) throw new Error(`No quality pair ${id}`);
  return pair;
};
