import { cvContentSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';

import { INDUSTRIES } from '../../knowledge/types';

import { MISMATCHED_PAIRS, QUALITY_PAIRS } from './index';

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const pairById = new Map(QUALITY_PAIRS.map((pair) => [pair.id, pair]));

describe('QUALITY_PAIRS', () => {
  it('holds 48 pairs with unique ids', () => {
    expect(QUALITY_PAIRS).toHaveLength(48);
    expect(pairById.size).toBe(QUALITY_PAIRS.length);
  });

  it.each(INDUSTRIES)('has one strong, two partial and one weak fit for %s', (industry) => {
    const fits = QUALITY_PAIRS.filter((pair) => pair.industry === industry).map((pair) => pair.fit);
    expect(fits.sort()).toEqual(['partial', 'partial', 'strong', 'weak']);
  });

  it.each(QUALITY_PAIRS.map((pair) => [pair.id, pair] as const))(
    '%s: the CV parses and is a full CV',
    (_id, pair) => {
      const cv = cvContentSchema.parse(pair.cv);
      expect(cv.personal_info.name).not.toBe('');
      const types = cv.sections.map((section) => section.type);
      expect(types.slice(0, 5)).toEqual([
        'personal_info',
        'summary',
        'experience',
        'education',
        'skills',
      ]);
      const experience = cv.sections.find((section) => section.type === 'experience');
      const entries = experience?.type === 'experience' ? experience.content.experiences : [];
      expect(entries.length).toBeGreaterThanOrEqual(2);
      expect(entries.length).toBeLessThanOrEqual(4);
      for (const entry of entries) {
        expect(entry.achievements.length).toBeGreaterThanOrEqual(3);
        expect(entry.achievements.length).toBeLessThanOrEqual(5);
      }
    },
  );

  it.each(QUALITY_PAIRS.map((pair) => [pair.id, pair.job] as const))(
    '%s: the job description has 150-350 words',
    (_id, job) => {
      expect(job.job_title).not.toBe('');
      expect(job.company_name).not.toBe('');
      const words = wordCount(job.job_description);
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(350);
    },
  );
});

describe('MISMATCHED_PAIRS', () => {
  it('holds at least 24 distinct mismatches', () => {
    expect(MISMATCHED_PAIRS.length).toBeGreaterThanOrEqual(24);
    const keys = new Set(MISMATCHED_PAIRS.map(({ cvId, jobId }) => `${cvId}|${jobId}`));
    expect(keys.size).toBe(MISMATCHED_PAIRS.length);
  });

  it.each(MISMATCHED_PAIRS.map((pair) => [pair.cvId, pair.jobId] as const))(
    '%s against %s: existing pairs of two industries',
    (cvId, jobId) => {
      const cvPair = pairById.get(cvId);
      const jobPair = pairById.get(jobId);
      expect(cvPair).toBeDefined();
      expect(jobPair).toBeDefined();
      expect(cvPair?.industry).not.toBe(jobPair?.industry);
    },
  );
});
