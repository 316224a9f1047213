import { describe, expect, it } from 'vitest';
import { readCareerAnalyticsRun, toStartCareerAnalyticsBody } from './start-career-analytics';

describe('toStartCareerAnalyticsBody', () => {
  it('keeps the filled fields, trimmed', () => {
    expect(
      toStartCareerAnalyticsBody({ jobTitle: ' Analyst ', companyName: '', jobDescription: 'SQL' }),
    ).toEqual({ job_title: 'Analyst', job_description: 'SQL' });
  });

  it('is undefined (no body) when nothing is filled', () => {
    expect(
      toStartCareerAnalyticsBody({ jobTitle: ' ', companyName: '', jobDescription: '\n' }),
    ).toBeUndefined();
  });
});

describe('readCareerAnalyticsRun', () => {
  it('reads a run from location state', () => {
    expect(readCareerAnalyticsRun({ startedAt: 5, body: { job_title: 'A' } })).toEqual({
      startedAt: 5,
      body: { job_title: 'A' },
    });
    expect(readCareerAnalyticsRun({ startedAt: 5 })).toEqual({ startedAt: 5 });
  });

  it('ignores anything else', () => {
    expect(readCareerAnalyticsRun(null)).toBeUndefined();
    expect(readCareerAnalyticsRun({ startedAt: '5' })).toBeUndefined();
    expect(readCareerAnalyticsRun({ startedAt: 5, body: { job_title: 3 } })).toBeUndefined();
  });
});
