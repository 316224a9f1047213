import type { CvContent } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { flagDoubts } from './flag-doubts';
import { sureContent } from '../testing/sure-content';

/** The doubts flagged on a CV with these details, jobs and schools, every value at a sure 0.9. */
function reasonsFor(
  info: Partial<CvContent['personal_info']>,
  jobs: Record<string, string>[] = [],
  schools: Record<string, string>[] = [],
) {
  const { content, confidence } = sureContent('Ana Costa', info, jobs, schools);
  return flagDoubts(content, confidence).reasons;
}

describe('header values shaped unlike a name', () => {
  it('a marker, a numbered point, spaced letters or no words read as a job part', () => {
    expect(
      reasonsFor({}, [
        { title: '◆ Product Manager', company: 'Acme Ltd' },
        { title: 'Analyst', company: '1. Cut costs by 31 % in a year' },
        { title: 'Engineer', company: 'P R O F E S S I O N A L E Acme Labs' },
        { title: 'Designer', company: 'S' },
        { title: '(Senior) Developer', company: 'Müller & Söhne' },
      ]),
    ).toEqual({
      'sections.experience.0.title': 'this starts with a symbol, as if a bullet was read with it',
      'sections.experience.1.company': 'this reads like a numbered point, not a name',
      'sections.experience.2.company': 'this holds a heading printed with spaced letters',
      'sections.experience.3.company': 'this has no words in it',
    });
  });

  it("a date's word, a heading's word, a place or a lone number where a name should be", () => {
    expect(
      reasonsFor({}, [
        { title: 'Present', company: 'Acme Ltd' },
        { title: 'Engineer', company: 'PROFESSIONALE' },
        { title: 'Analyst', company: 'Sevilla, ES' },
        { title: 'Nurse', company: '1 rok 10' },
        { title: 'Teacher', company: 'Jerónimo Martins, SGPS' },
      ]),
    ).toEqual({
      'sections.experience.0.title': "this holds a date's word, not a name",
      'sections.experience.1.company': 'this looks like part of a heading',
      'sections.experience.2.company': 'this looks like a place',
      'sections.experience.3.company': 'a number seems mixed into this',
    });
  });

  it('a contact label in capitals read before the address', () => {
    expect(reasonsFor({ location: 'ADRESSE Berlin, DE' })).toEqual({
      'personal_info.location': 'a label seems read with this',
    });
    expect(reasonsFor({ location: 'Berlin, DE' })).toEqual({});
  });

  it('a firm that reads as a title and a title that names a school', () => {
    expect(
      reasonsFor({}, [
        { title: 'Instituto Superior Técnico', company: 'Inżynier DevOps' },
        { title: 'Engineer', company: 'Roughan & O’Donovan Consulting Engineers' },
      ]),
    ).toEqual({
      'sections.experience.0.title': 'this looks like a school, not a job title',
      'sections.experience.0.company': 'this looks like a job title, not a firm',
    });
  });

  it("a school cut to its school word, joined to a degree, or a field holding a date's word", () => {
    expect(
      reasonsFor(
        {},
        [],
        [
          { institution: 'Uniwersytet', degree: 'Magister', field: 'Informatyka' },
          { institution: 'Politechnika Warszawska — Doktor, Marketing', degree: 'Doktor' },
          { institution: 'Universidad de Sevilla', degree: '3 Bachelor', field: 'Otoño' },
          { institution: 'Université Claude Bernard Lyon 1', degree: 'Ausbildung', field: 'IT' },
        ],
      ),
    ).toEqual({
      'sections.education.0.institution': "the school's name looks cut off",
      'sections.education.1.institution': 'a degree seems joined to this school',
      'sections.education.2.degree': 'a number seems mixed into this',
      'sections.education.2.field': "this holds a date's word, not a name",
    });
  });

  it('a firm cut to its legal form or run on after it, a firm joined before the title', () => {
    expect(
      reasonsFor({}, [
        { title: 'Engineer', company: 'LLC' },
        { title: 'Analyst', company: 'Hilpert-Wilderman LLC Great' },
        { title: 'Hasler-Onnen — Referentin der Geschäftsführung', company: 'Acme AG' },
        { title: 'Datenanalyst – Plattform und Infrastruktur', company: 'Müller GmbH & Co. KG' },
        { title: 'Produktmanagerin bei', company: 'Acme AG' },
      ]),
    ).toEqual({
      'sections.experience.0.company': "the firm's name looks cut off",
      'sections.experience.1.company': 'words of the next line seem joined to the firm',
      'sections.experience.2.title': 'a firm seems joined to this title',
      'sections.experience.4.title': 'this looks cut off at the end of a line',
    });
  });

  it("a field of study that is a degree's word alone", () => {
    expect(
      reasonsFor(
        {},
        [],
        [
          { institution: 'Universidad de Sevilla', degree: 'Grado', field: 'Ingeniería' },
          { institution: 'Universidad de Sevilla', degree: 'Grado', field: 'Ingeniería Civil' },
        ],
      ),
    ).toEqual({
      'sections.education.0.field': 'this looks like a degree, not a field of study',
    });
  });

  it("a school named only by a town or a field's word, not by its own name", () => {
    expect(
      reasonsFor(
        {},
        [],
        [
          { institution: 'Hamburg', degree: 'Ausbildung' },
          { institution: 'Complutense de Madrid', degree: 'Grado' },
          { institution: 'KU Leuven', degree: 'Master' },
          { institution: 'INSA de Toulouse', degree: 'DUT' },
          { institution: 'Universidad de Sevilla', degree: 'Grado' },
        ],
      ),
    ).toEqual({
      'sections.education.0.institution': "this does not look like a school's name",
      'sections.education.1.institution': "this does not look like a school's name",
    });
  });

  it('a degree read before the field of study', () => {
    expect(
      reasonsFor(
        {},
        [],
        [
          { institution: 'Universität Hamburg', degree: 'Diplom', field: 'Diplom, Psychologie' },
          { institution: 'Universität Hamburg', degree: 'Diplom', field: 'Psychologie, Statistik' },
        ],
      ),
    ).toEqual({
      'sections.education.0.field': 'a degree seems joined to this field of study',
    });
  });
});
