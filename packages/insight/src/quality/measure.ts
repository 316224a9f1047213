import { cvContentSchema } from '@cvforge/contracts';
import { analyzeAts, type EngineContext } from '../ats/analyze-ats';
import { analyzeCareer } from '../career/analyze-career';
import { defaultKnowledge } from '../knowledge';
import { MISMATCHED_PAIRS, QUALITY_PAIRS } from './pairs';

/**
 * The engine measured on the quality set: does the CV written for a job score higher against it
 * than against unrelated jobs (other industries)? Shared by the quality test and its report script.
 */
export function measureQuality(now = new Date('2026-11-01T00:00:00Z')) {
  const context: EngineContext = { knowledge: defaultKnowledge(), now };
  const pairs = QUALITY_PAIRS.map((pair) => ({ ...pair, content: cvContentSchema.parse(pair.cv) }));
  const ats = new Map<string, number>();
  const career = new Map<string, number>();
  const key = (cvId: string, jobId: string) => `${cvId}→${jobId}`;
  for (const cv of pairs)
    for (const job of pairs) {
      if (cv.id !== job.id && cv.industry === job.industry) continue;
      ats.set(
        key(cv.id, job.id),
        analyzeAts(context, { content: cv.content, target: job.job }).atsScore,
      );
      career.set(
        key(cv.id, job.id),
        analyzeCareer(context, { content: cv.content, target: job.job }).jobMatchScore,
      );
    }
  const compare = (scores: Map<string, number>, comparisons: { cvId: string; jobId: string }[]) => {
    const failures = comparisons.filter(
      ({ cvId, jobId }) =>
        (scores.get(key(cvId, cvId)) ?? 0) <= (scores.get(key(cvId, jobId)) ?? 0),
    );
    return { total: comparisons.length, wins: comparisons.length - failures.length, failures };
  };
  const crossIndustry = pairs.flatMap((cv) =>
    pairs
      .filter((job) => job.industry !== cv.industry)
      .map((job) => ({ cvId: cv.id, jobId: job.id })),
  );
  const own = pairs.map((pair) => ({
    id: pair.id,
    fit: pair.fit,
    ats: ats.get(key(pair.id, pair.id)) ?? 0,
    career: career.get(key(pair.id, pair.id)) ?? 0,
  }));
  const unrelatedMean = (scores: Map<string, number>) => {
    const values = crossIndustry.map(({ cvId, jobId }) => scores.get(key(cvId, jobId)) ?? 0);
    return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  };
  return {
    pairs: pairs.length,
    listedMismatches: {
      ats: compare(ats, [...MISMATCHED_PAIRS]),
      career: compare(career, [...MISMATCHED_PAIRS]),
    },
    everyOtherIndustry: {
      ats: compare(ats, crossIndustry),
      career: compare(career, crossIndustry),
    },
    own,
    unrelatedMean: { ats: unrelatedMean(ats), career: unrelatedMean(career) },
  };
}
