import { describe, expect, it } from 'vitest';
import { defaultKnowledge } from '../knowledge';
import { fabrications, letterFabrications, sourceFacts } from './fabrication';
import { mainSection } from './sections';
import { contentOf, pairById, TAILOR_NOW } from './testing';

const knowledge = defaultKnowledge();
const pair = pairById('healthcare-icu-nurse-strong');
const source = contentOf(pair);
const facts = sourceFacts(knowledge, [source], TAILOR_NOW);

/** The source with one change made by `edit`. */
function edited(edit: (content: typeof source) => void) {
  const copy = structuredClone(source);
  edit(copy);
  return copy;
}
const experiences = (content: typeof source) =>
  mainSection(content, 'experience')?.content.experiences ?? [];

describe('the fabrication check', () => {
  it('finds nothing invented in the source itself', () => {
    expect(fabrications(knowledge, source, facts)).toEqual([]);
  });

  it.each([
    {
      kind: 'employer',
      edit: (content: typeof source) => {
        (experiences(content)[0] as { company: string }).company = 'Mayo Clinic';
      },
    },
    {
      kind: 'number',
      edit: (content: typeof source) => {
        experiences(content)[0]?.achievements.push('Cut falls by 38% across the unit');
      },
    },
    {
      kind: 'skill',
      edit: (content: typeof source) => {
        mainSection(content, 'skills')?.content.technical.push('Kubernetes');
      },
    },
    {
      kind: 'skill',
      edit: (content: typeof source) => {
        experiences(content)[1]?.achievements.push('Automated discharge letters with Python');
      },
    },
    {
      kind: 'title',
      edit: (content: typeof source) => {
        content.personal_info.title = 'Chief Nursing Officer';
      },
    },
    {
      kind: 'degree',
      edit: (content: typeof source) => {
        const entry = mainSection(content, 'education')?.content.education[0];
        if (entry) entry.degree = 'MSN';
      },
    },
    {
      kind: 'institution',
      edit: (content: typeof source) => {
        const entry = mainSection(content, 'education')?.content.education[0];
        if (entry) entry.institution = 'Johns Hopkins University';
      },
    },
    {
      kind: 'certification',
      edit: (content: typeof source) => {
        mainSection(content, 'certifications')?.content.certifications.push({
          id: 'c',
          name: 'PALS',
          issuing_organization: 'American Heart Association',
          year: '2024',
          expiry: '',
        });
      },
    },
    {
      kind: 'date',
      edit: (content: typeof source) => {
        (experiences(content)[1] as { duration: string }).duration = '06/2015 – 12/2019';
      },
    },
  ])('catches an invented $kind', ({ kind, edit }) => {
    const found = fabrications(knowledge, edited(edit), facts);
    expect(found.map((item) => item.kind)).toContain(kind);
  });

  it('accepts what only moves or respells: reordered bullets, a skill in its other spelling, a date in another style', () => {
    const moved = edited((content) => {
      experiences(content)[0]?.achievements.reverse();
      mainSection(content, 'skills')?.content.technical.push('Intensive Care');
      (experiences(content)[1] as { duration: string }).duration = 'Jun 2017 – Dec 2019';
    });
    expect(fabrications(knowledge, moved, facts)).toEqual([]);
  });

  it("catches a cover letter's invented employer, number and skill, not the company and role it is addressed to", () => {
    const job = { company_name: "St. Luke's Health", job_title: 'ICU Registered Nurse' };
    const honest = `Dear St. Luke's Health Hiring Team, I apply for the ICU Registered Nurse role. At Houston Methodist Hospital I managed telemetry patients; I precepted 12 new graduate nurses.`;
    expect(letterFabrications(knowledge, honest, facts, job)).toEqual([]);
    const invented = `${honest} Before that I worked at Mayo Clinic, cut costs by 17% and used Python.`;
    const kinds = letterFabrications(knowledge, invented, facts, job).map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['employer', 'number', 'skill']));
  });
});
