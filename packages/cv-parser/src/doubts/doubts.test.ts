import type { CvContent } from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';
import { describe, expect, it } from 'vitest';
import { DOUBTED, flagDoubts } from './flag-doubts';
import { sureContent } from '../testing/sure-content';

/** The doubts flagged on a CV with these details, jobs and schools, every value at a sure 0.9. */
function parsed(
  info: Partial<CvContent['personal_info']>,
  jobs: Record<string, string>[] = [],
  schools: Record<string, string>[] = [],
) {
  const { content, confidence } = sureContent('María José Fernández', info, jobs, schools);
  return flagDoubts(content, confidence);
}

describe('doubts flagged with a reason', () => {
  it('a cut e-mail domain and a local part that is only the end of the name', () => {
    expect(parsed({ email: 'LUCIE.PROHASKA@GMAIL.C' }).reasons['personal_info.email']).toBe(
      "the e-mail's domain looks cut off",
    );
    const cut = parsed({ email: 'dez@example.es' });
    expect(cut.confidence['personal_info.email']).toBe(DOUBTED);
    expect(cut.reasons['personal_info.email']).toMatch(/name part looks cut off/);
    // Initials and name parts, accents folded: the name's own address.
    expect(parsed({ email: 'mj.fernandez@example.es' }).reasons).toEqual({});
  });

  it('a phone no country dials, and a place that is a label or a street alone', () => {
    expect(parsed({ phone: '97 06683', location: 'Bogotá, CO' }).reasons).toEqual({
      'personal_info.phone': 'this does not look like a phone number',
    });
    expect(parsed({ phone: '030 / 6093 5885' }).reasons).toEqual({});
    expect(parsed({ location: 'Telefon' }).reasons['personal_info.location']).toBe(
      'this looks like a label, not a place',
    );
    expect(parsed({ location: '43 Queenie Hill' }).reasons['personal_info.location']).toMatch(
      /street without its town/,
    );
    expect(parsed({ location: 'Leopoldstraße 112, 80804 München, DE' }).reasons).toEqual({});
  });

  it('a name or link cut where its line wrapped', () => {
    expect(parsed({ name: 'Małgorzata Wójcik- Szczęsna' }).reasons['personal_info.name']).toMatch(
      /cut or joined/,
    );
    expect(parsed({ name: 'Jasmijn Huisman-van den Bosch' }).reasons).toEqual({});
    expect(
      parsed({ linkedin: 'linkedin.com/in/malgorzata-wojcik-' }).reasons['personal_info.linkedin'],
    ).toBe('the link looks cut off');
  });

  it('job parts cut at a joining word, holding a date, or naming a town after the firm', () => {
    const { reasons } = parsed({}, [
      { title: 'Engineer', company: 'Gruszecki, Petzold und', duration: '2019 – Present' },
      { title: 'Analyst', company: 'Deloitte Consulting LLP, Chicago', duration: '2017 – 2019' },
      { title: 'Highlights 2014', company: 'Mackiewicz Sp. k.', duration: '2014 –' },
    ]);
    expect(reasons).toEqual({
      'sections.experience.0.company': 'this looks cut off at the end of a line',
      'sections.experience.1.company': 'a town seems joined to the firm',
      'sections.experience.2.title': 'a date is mixed into this',
      'sections.experience.2.duration': 'the end of this date range is missing',
    });
  });

  it('schools with a grade joined, or a school read as the field', () => {
    const { reasons, confidence } = parsed(
      {},
      [],
      [
        { institution: 'Cardiff University – Distinction', degree: 'MSc', field: 'Physics' },
        {
          institution: 'Sistemas Distribuídos',
          degree: 'Bacharelado',
          field: 'Universidade do Porto',
        },
      ],
    );
    expect(reasons).toEqual({
      'sections.education.0.institution': 'a grade seems joined to this',
      'sections.education.1.institution': 'the school may be in another part of this entry',
      'sections.education.1.field': 'this looks like a school, not a field of study',
    });
    expect(confidence['sections.education.0.degree']).toBe(0.9);
  });

  it('a value the reader was unsure of keeps its confidence and gets a reason', () => {
    const content = normaliseCvContent({ personal_info: { name: 'Ada Lovelace' }, sections: [] });
    const result = flagDoubts(content, { 'personal_info.name': 0.5 });
    expect(result.confidence['personal_info.name']).toBe(0.5);
    expect(result.reasons['personal_info.name']).toMatch(/guess/);
  });
});
