import { describe, expect, it } from 'vitest';
import { measureQuality } from './measure';

describe('quality on the written test set (48 CV/job pairs, 12 industries)', () => {
  const quality = measureQuality();

  it('scores each CV higher against its own job than against the listed mismatched jobs in ≥ 95% of pairs', () => {
    const { ats, career } = quality.listedMismatches;
    expect(ats.total).toBeGreaterThanOrEqual(24);
    expect(ats.wins / ats.total, JSON.stringify(ats.failures)).toBeGreaterThanOrEqual(0.95);
    expect(career.wins / career.total, JSON.stringify(career.failures)).toBeGreaterThanOrEqual(
      0.95,
    );
  });

  it('does so against every job of every other industry too', () => {
    const { ats, career } = quality.everyOtherIndustry;
    expect(ats.wins / ats.total).toBeGreaterThanOrEqual(0.95);
    expect(career.wins / career.total).toBeGreaterThanOrEqual(0.95);
  });

  it('ranks written fits: strong above weak on average', () => {
    const mean = (fit: string) => {
      const scores = quality.own.filter((pair) => pair.fit === fit).map((pair) => pair.career);
      return scores.reduce((sum, value) => sum + value, 0) / scores.length;
    };
    expect(mean('strong')).toBeGreaterThan(mean('weak'));
  });
});
