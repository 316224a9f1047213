import { cvContentSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { writeInNormalCase } from './normal-case';

const content = () =>
  cvContentSchema.parse({
    personal_info: { name: 'FLORIS DE JONGE-VAN VLIET', title: 'UX DESIGNER' },
    metadata: {},
    sections: [
      {
        id: 'experience',
        type: 'experience',
        title: 'Experience',
        order: 1,
        content: {
          experiences: [
            { title: 'HEAD OF DATA', company: 'KPMG' },
            { title: 'Staff Engineer', company: 'ACME LTD' },
          ],
        },
      },
    ],
  });

describe('writeInNormalCase', () => {
  it('writes names and titles printed in capitals in normal case and keeps what was printed', () => {
    const cv = content();
    expect(writeInNormalCase(cv)).toEqual({
      'personal_info.name': 'FLORIS DE JONGE-VAN VLIET',
      'personal_info.title': 'UX DESIGNER',
      'sections.experience.0.title': 'HEAD OF DATA',
    });
    expect(cv.personal_info.name).toBe('Floris de Jonge-van Vliet');
    expect(cv.personal_info.title).toBe('UX Designer');
    const section = cv.sections.find((each) => each.type === 'experience');
    const jobs = section?.type === 'experience' ? section.content.experiences : [];
    expect(jobs.map((job) => job.title)).toEqual(['Head of Data', 'Staff Engineer']);
    // Employers keep their capitals: "KPMG" is a name, not shouting.
    expect(jobs.map((job) => job.company)).toEqual(['KPMG', 'ACME LTD']);
  });

  it('leaves a CV written in normal case as it is', () => {
    const cv = content();
    cv.personal_info.name = 'Floris de Jonge-van Vliet';
    cv.personal_info.title = 'UX Designer';
    const section = cv.sections.find((each) => each.type === 'experience');
    if (section?.type === 'experience') section.content.experiences[0]!.title = 'Head of Data';
    expect(writeInNormalCase(cv)).toEqual({});
  });
});
