import { careerAnalyticsReportSchema, interviewPredictionFor } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { engine, pair } from '../testing/fixtures';

describe('career analytics', () => {
  const strong = pair('software-backend-strong');

  it('fills every field of the report, within range, against the pasted job', async () => {
    const report = await engine.analyzeCareer({ content: strong.content, target: strong.job });
    expect(careerAnalyticsReportSchema.parse(report)).toEqual(report);
    expect(report.target).toMatchObject({
      kind: 'job_description',
      company_name: strong.job.company_name,
    });
    for (const key of [
      'jobMatchScore',
      'hardSkillsScore',
      'softSkillsScore',
      'relevantExperienceCoverageScore',
      'domainFitScore',
    ])
      expect(report.evidence?.[key]?.length, key).toBeGreaterThan(0);
  });

  it('lists the job’s skills the CV lacks, and scores a fitting CV above a mismatched one', async () => {
    const nurse = pair('healthcare-icu-nurse-strong');
    const fit = await engine.analyzeCareer({ content: strong.content, target: strong.job });
    const misfit = await engine.analyzeCareer({ content: nurse.content, target: strong.job });
    expect(fit.jobMatchScore).toBeGreaterThan(misfit.jobMatchScore);
    expect(misfit.missingSkills.length).toBeGreaterThan(fit.missingSkills.length);
    expect(misfit.interviewPrediction).toBe('Low');
    expect(misfit.roleReadinessGaps.length).toBeGreaterThan(0);
  });

  it('uses the role profile of the CV’s own title when no job is given', async () => {
    const report = await engine.analyzeCareer({ content: strong.content });
    expect(report.target?.kind).toBe('role_profile');
  });

  it('flags dated items', async () => {
    const content = structuredClone(strong.content);
    const skills = content.sections.find((section) => section.type === 'skills');
    if (skills?.type === 'skills') skills.content.technical.push('Flash', 'AngularJS');
    const report = await engine.analyzeCareer({ content, target: strong.job });
    expect(report.outdatedItems.join(' ')).toMatch(/Flash.*AngularJS|AngularJS.*Flash/s);
  });

  it.each([
    [70, 'High'],
    [69, 'Medium'],
    [50, 'Medium'],
    [49, 'Low'],
  ] as const)('interview prediction at %s is %s', (score, level) => {
    expect(interviewPredictionFor(score)).toBe(level);
  });
});
