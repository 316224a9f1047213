import {
  keywordDensityBand,
  type EvidenceItem,
  type KeywordOptimization,
  type KeywordStrength,
} from '@cvforge/contracts';
import type { CvProfile } from '../extract/cv-profile';
import {
  keywordCoverage,
  keywordMatches,
  missingKeywords,
  type TargetMatch,
} from '../match/match-target';
import { measuredAgainst } from '../match/measured-against';
import { clampScore } from './scored';

const CRITICAL_LISTED = 12;

/** Coverage (weighted share of the job's keywords found) → strength. */
export function keywordStrength(coverage: number): KeywordStrength {
  if (coverage >= 0.7) return 'High';
  if (coverage >= 0.4) return 'Medium';
  return 'Low';
}

/**
 * Density: the share of the CV's words that are the job's keywords, in % (docs/product.md §C9 bands:
 * 15 optimal, 10 good). Strength: how many of the job's keywords the CV holds.
 */
export function analyzeKeywords(profile: CvProfile, match: TargetMatch) {
  const against = measuredAgainst(match.target);
  const coverage = keywordCoverage(match);
  const wordHits = match.keywords.reduce((sum, keyword) => sum + keyword.wordHits, 0);
  const density = profile.words
    ? Math.min(100, Math.round((1000 * wordHits) / profile.words) / 10)
    : 0;
  const missing = missingKeywords(match);
  const evidence: EvidenceItem[] = [
    ...keywordMatches(match).map((hit) => ({
      kind: 'found' as const,
      text: `"${hit.keyword}" found ${hit.count}× in ${hit.sections.slice(0, 3).join(', ')}`,
      section: hit.sections[0],
    })),
    ...missing.map((keyword) => ({
      kind: 'missing' as const,
      text: `"${keyword.keyword}" (${keyword.critical ? 'critical' : 'supporting'}) not found`,
    })),
    {
      kind: 'info',
      text: `${wordHits} of ${profile.words} words are keywords of ${against.source}: density ${density}% (${keywordDensityBand(density)})`,
    },
  ];
  const recommendations: string[] = [];
  for (const keyword of missing.filter((item) => item.critical).slice(0, 3))
    recommendations.push(
      `Show "${keyword.keyword}" in an achievement where it is true of your work: ${against.asksFor(keyword.keyword)}.`,
    );
  const optimization: KeywordOptimization = {
    strength: keywordStrength(coverage),
    density,
    criticalKeywords: missing
      .filter((keyword) => keyword.critical)
      .map((keyword) => keyword.keyword)
      .slice(0, CRITICAL_LISTED),
    recommendations,
    matches: keywordMatches(match),
  };
  // The part of the ATS score: the job's keywords, and how much of the ad's vocabulary the CV shares.
  const relevance = Math.min(1, match.relevance / 0.6);
  evidence.push({
    kind: 'info',
    text: `The CV uses ${Math.round(match.relevance * 100)}% of the vocabulary of ${against.source}`,
  });
  return {
    optimization,
    coverage,
    score: clampScore(100 * (0.75 * coverage + 0.25 * relevance)),
    evidence,
  };
}
