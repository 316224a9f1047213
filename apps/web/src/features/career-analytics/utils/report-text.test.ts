import { describe, expect, it } from 'vitest';
import {
  actionPlanIntro,
  improvementAreasText,
  interviewPredictionText,
  missingSkillsText,
  targetText,
} from './report-text';

describe('report texts', () => {
  it('words the interview prediction by level and by job match at 85, 70 and 50', () => {
    expect(interviewPredictionText('High', 85)).toBe(
      'Your chances of being invited to interview are high. Your CV matches this role very closely.',
    );
    expect(interviewPredictionText('High', 84)).toContain('covers most of what this role asks');
    expect(interviewPredictionText('Medium', 70)).toBe(
      'You have a fair chance of being invited to interview. Your CV covers most of what this role asks for.',
    );
    expect(interviewPredictionText('Medium', 69)).toContain('covers part of this role');
    expect(interviewPredictionText('Low', 50)).toContain('covers part of this role');
    expect(interviewPredictionText('Low', 49)).toBe(
      'An interview invitation is unlikely as the CV stands. Your CV covers little of this role yet; start with the action plan below.',
    );
  });

  it('words the action plan by job match at 85, 70 and 50', () => {
    expect([90, 85, 84, 70, 69, 50, 49, 0].map((score) => actionPlanIntro(score).title)).toEqual([
      'Polish and apply',
      'Polish and apply',
      'Close a few gaps',
      'Close a few gaps',
      'Build up the essentials',
      'Build up the essentials',
      'Plan a longer path',
      'Plan a longer path',
    ]);
  });

  it('bands the missing skills at 0, up to 2, up to 5 and more', () => {
    expect([0, 1, 2, 3, 5, 6].map(missingSkillsText)).toEqual([
      'You have every skill this role asks for.',
      'Only a skill or two to add.',
      'Only a skill or two to add.',
      'A handful of skills to build or to show more clearly.',
      'A handful of skills to build or to show more clearly.',
      'Many required skills are missing; start with the first three.',
    ]);
  });

  it('bands the improvement areas at 0, up to 2, up to 4 and more', () => {
    expect([0, 2, 3, 4, 5].map(improvementAreasText)).toEqual([
      'No areas need improvement.',
      'A couple of areas to improve.',
      'A few areas to improve.',
      'A few areas to improve.',
      'Several areas need work; take them one at a time.',
    ]);
  });

  it('says what the report was measured against', () => {
    expect(
      targetText({
        kind: 'job_description',
        job_title: 'Senior Data Analyst',
        company_name: 'Acme',
      }),
    ).toBe('Senior Data Analyst at Acme — from the job description you pasted');
    expect(
      targetText({ kind: 'role_profile', job_title: 'Data Analyst', role_profile: 'Data Analyst' }),
    ).toBe('Data Analyst — measured against typical Data Analyst postings (no job posting given)');
  });
});
