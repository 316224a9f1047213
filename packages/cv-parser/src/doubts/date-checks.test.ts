import type { CvContent } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { flagDoubts } from './flag-doubts';
import { sureContent } from '../testing/sure-content';

/** The doubts flagged on a CV with these jobs, every value at a sure 0.9. */
function reasonsFor(jobs: Record<string, string>[]) {
  const { content, confidence } = sureContent(
    'Ana Costa',
    {} as Partial<CvContent['personal_info']>,
    jobs,
  );
  return flagDoubts(content, confidence).reasons;
}

const SPLIT = "part of this job's dates seems read into its title or firm";

describe("a job's dates split between its header's parts", () => {
  it('doubts the dates when the firm or title holds a year or a date word at its end', () => {
    const reasons = reasonsFor([
      { title: 'Project Coordinator', company: 'Nov, 2020 – Dec', duration: '2023' },
      { title: 'Controller financiero', company: 'agosto de', duration: '2024 – Present' },
      { title: 'Customer Success Manager, North Spring 2016', company: 'Acme', duration: '2020' },
      { title: 'Inkoper', company: 'heden', duration: '2022' },
    ]);
    for (const index of [0, 1, 2, 3])
      expect(reasons[`sections.experience.${index}.duration`]).toBe(SPLIT);
  });

  it('leaves the dates of a firm named with a month word inside it', () => {
    const reasons = reasonsFor([
      {
        title: 'Buyer',
        company: 'Arenas Banda y Jurado Agosto Asociados',
        duration: '2015 – 2016',
      },
      {
        title: 'Marketing Manager',
        company: 'Maggio-Bernier & Kunde Ltd',
        duration: 'May 2023 – Present',
      },
      { title: 'Nurse', company: 'Acme Ltd', duration: 'Mar 2019 – Present' },
    ]);
    expect(Object.keys(reasons).filter((path) => path.endsWith('.duration'))).toEqual([]);
  });
});
