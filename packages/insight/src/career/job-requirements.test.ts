import { careerAnalyticsReportSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { engine, pair } from '../testing/fixtures';

const POSTING = [
  'Location: Berlin, Germany',
  'Requirements',
  '- Kafka and Redis in production',
  '- Fortran numerical code',
  '- Right to work in the EU',
  '- Tell us your salary expectations when you apply',
  'Nice to have',
  '- GraphQL APIs',
].join('\n');

describe('the requirements list of a career report', () => {
  const { content } = pair('software-backend-strong');

  it('lists each requirement of the posting in order, with how the CV answers it', async () => {
    const report = await engine.analyzeCareer({
      content,
      target: { job_title: 'Backend Engineer', job_description: POSTING },
    });
    expect(careerAnalyticsReportSchema.parse(report)).toEqual(report);
    const rows = report.jobRequirements?.map(({ text, must, status }) => [text, must, status]);
    expect(rows).toEqual([
      ['Berlin, Germany', true, 'answer_in_application'],
      ['Kafka', true, 'met'],
      ['Redis', true, 'met'],
      ['Fortran numerical code', true, 'not_shown'],
      ['Right to work in the EU', true, 'answer_in_application'],
      ['salary expectations', true, 'answer_in_application'],
      ['GraphQL APIs', false, 'met'],
    ]);
    const kafka = report.jobRequirements?.find(({ text }) => text === 'Kafka');
    expect(kafka?.cv_lines[0]).toContain('async Kafka consumer');
    expect(kafka?.quote).toBe('Kafka and Redis in production');
  });

  it('has no requirements list without a pasted job description', async () => {
    const report = await engine.analyzeCareer({
      content,
      target: { job_title: 'Backend Engineer' },
    });
    expect(report.jobRequirements).toBeUndefined();
  });
});
