import { describe, expect, it } from 'vitest';
import { readEducation } from './education';
import { looksLikePlace } from './entry-places';
import { readExperience } from './experience';
import { readCertifications } from './certifications';
import { readLanguages, readNamedEntries } from './other-sections';
import { readSkills } from './skills';
import { makeLine } from './testing/lines';
import type { LogicalLine } from './types';

const bold = (text: string | string[], overrides: Partial<LogicalLine> = {}) => {
  const line = makeLine(text, overrides);
  return { ...line, chunks: line.chunks.map((chunk, index) => ({ ...chunk, bold: index === 0 })) };
};
const bullet = (text: string) => makeLine(text, { isBullet: true, x: 48 });

describe('experience entries', () => {
  it('keeps company names with commas, dashes and ampersands whole', () => {
    const { entries } = readExperience([
      bold(['Datenanalyst', 'Jul 2022 - heute']),
      makeLine('Haack, Ehrig und Krug · Schweinfurt, ZH'),
      bullet('Quartalsberichte erstellt'),
      bold(['Teamleiter Vertrieb', 'Jun 2020 - Jul 2022']),
      makeLine('Moen - Cummerata'),
      bullet('Cloud-Kosten gesenkt'),
      bold(['Buyer', '2018 - 2020']),
      makeLine("O'Reilly & Söhne"),
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location])).toEqual([
      ['Datenanalyst', 'Haack, Ehrig und Krug', 'Schweinfurt, ZH'],
      ['Teamleiter Vertrieb', 'Moen - Cummerata', ''],
      ['Buyer', "O'Reilly & Söhne", ''],
    ]);
    expect(entries[0]?.duration).toBe('Jul 2022 – Present');
  });

  it('counts words, not the dashes between the parts of a long header', () => {
    const { entries } = readExperience([
      makeLine('03.2018 – 01.2020'),
      makeLine('Brekke Inc – Nord — Technician, key accounts Greater Lyon Area'),
      bullet('Cut costs by a third'),
    ]);
    expect(entries.map((entry) => entry.duration)).toEqual(['Mar 2018 – Jan 2020']);
    expect(entries[0]?.achievements).toEqual(['Cut costs by a third']);
  });

  it('cuts a header where its font style changes at a separator and takes the town off', () => {
    const header = makeLine([
      '04/2019 – heute',
      'Lead Softwarearchitekt, Haack, Ehrig und Krug GmbH, München',
    ]);
    const chunk = header.chunks[1]!;
    header.chunks[1] = {
      ...chunk,
      runs: [
        { text: 'Lead Softwarearchitekt', style: 'bold' },
        { text: ', ', style: 'regular' },
        { text: 'Haack, Ehrig und Krug GmbH', style: 'italic' },
        { text: ', München', style: 'regular' },
      ],
    };
    const { entries } = readExperience([
      header,
      bullet('Zielarchitektur verantwortet'),
      makeLine('Data Engineer, Marks & Spencer, London. 04.2015–03.2019'),
      makeLine('Prüfungsassistentin, KPMG Austria GmbH, Linz 09.2013–02.2015'),
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([
      ['Lead Softwarearchitekt', 'Haack, Ehrig und Krug GmbH'],
      ['Data Engineer', 'Marks & Spencer'],
      ['Prüfungsassistentin', 'KPMG Austria GmbH'],
    ]);
  });

  it('reads the line under the text beside a margin date as part of the header', () => {
    const entry = (title: string, company: string, y: number) => [
      makeLine(['09/2020 – heute', title], {
        y,
        chunks: [
          { ...makeLine('09/2020 – heute').chunks[0]!, x: 60, right: 130 },
          { ...makeLine(title).chunks[0]!, x: 177, right: 300 },
        ],
      }),
      makeLine(company, { x: 177, y: y - 12 }),
      makeLine('Monatsabschluss nach IFRS', { x: 195, y: y - 24, isBullet: true }),
    ];
    const { entries } = readExperience([
      ...entry('Senior Controllerin', 'Wienerberger AG, Wien', 700),
      ...entry('Controllerin', 'Spar Österreich – Zentrale Salzburg', 650),
    ]);
    expect(entries.map((job) => [job.title, job.company])).toEqual([
      ['Senior Controllerin', 'Wienerberger AG'],
      ['Controllerin', 'Spar Österreich – Zentrale Salzburg'],
    ]);
  });

  it('reads headers whatever the order of company, dates and title lines', () => {
    const { entries } = readExperience([
      makeLine('Pied Piper · Awesome compression company'),
      makeLine('janvier 2019 – aujourd’hui'),
      makeLine('Ingénieure logiciel'),
      makeLine('Hooli'),
      makeLine('2016 – 2018'),
      makeLine('Développeur'),
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.duration])).toEqual([
      ['Ingénieure logiciel', 'Pied Piper', 'Jan 2019 – Present'],
      ['Développeur', 'Hooli', '2016 – 2018'],
    ]);
  });

  it('splits "Title at Company" and keeps a company description out of the parts', () => {
    const { entries } = readExperience([
      makeLine(['Senior Software Engineer at Acme Corp', 'Mar 2017 – Dec 2019']),
      makeLine('Fast-growing scale-up building software for logistics companies across Europe'),
      bullet('Cut latency by 38%'),
    ]);
    expect(entries[0]).toMatchObject({ title: 'Senior Software Engineer', company: 'Acme Corp' });
    expect(entries[0]?.achievements).toContain('Cut latency by 38%');
  });

  it('tells a place from a firm', () => {
    expect(looksLikePlace('Zwickau, Nordrhein-Westfalen')).toBe(true);
    expect(looksLikePlace('London, GB')).toBe(true);
    expect(looksLikePlace('Remote')).toBe(true);
    expect(looksLikePlace('Haack, Ehrig und Krug')).toBe(false);
    expect(looksLikePlace('Renner, Gibson and Heidenreich')).toBe(false);
  });
});

describe('education entries', () => {
  it('keeps courses inside their entry and reads a field printed apart', () => {
    const { entries } = readEducation([
      makeLine('Bachelor'),
      makeLine('Bedrijfskunde'),
      makeLine('KU Leuven'),
      makeLine('2017'),
      makeLine('Courses'),
      makeLine('Statistics', { x: 60 }),
      makeLine('Accounting', { x: 60 }),
      makeLine('Master'),
      makeLine('Economie'),
      makeLine('Universiteit Gent'),
      makeLine('2019'),
    ]);
    expect(
      entries.map((entry) => [entry.degree, entry.field, entry.institution, entry.year]),
    ).toEqual([
      ['Bachelor', 'Bedrijfskunde', 'KU Leuven', '2017'],
      ['Master', 'Economie', 'Universiteit Gent', '2019'],
    ]);
  });
});

describe('list sections', () => {
  it('reads two language and level pairs printed on one line', () => {
    const languages = readLanguages([makeLine('Spaans – Moedertaal Duits – Goed')]);
    expect(languages.map((entry) => [entry.name, entry.level])).toEqual([
      ['Spaans', 'Moedertaal'],
      ['Duits', 'Goed'],
    ]);
  });

  it('reads an issuer line as the issuer, not as a second certificate', () => {
    const certificates = readCertifications([
      bold(['AWS Certified Solutions Architect – Associate', 'Jul 2018']),
      makeLine('Amazon Web Services'),
      bold(['Microsoft Certified: Azure Fundamentals', 'Oct 2020']),
      makeLine('Microsoft'),
    ]);
    expect(certificates.map((entry) => [entry.name, entry.issuing_organization])).toEqual([
      ['AWS Certified Solutions Architect – Associate', 'Amazon Web Services'],
      ['Microsoft Certified: Azure Fundamentals', 'Microsoft'],
    ]);
  });

  it('reads a certificate name wrapped over two lines of a narrow column whole', () => {
    const wrapped = makeLine(['Solutions Architect –', '2020']);
    const rest = makeLine('Associate — Amazon Web Services', { y: 688 });
    const certificates = readCertifications([
      {
        ...wrapped,
        chunks: wrapped.chunks.map((chunk, index) => ({ ...chunk, bold: index === 0 })),
      },
      {
        ...rest,
        chunks: rest.chunks.map((chunk) => ({
          ...chunk,
          runs: [
            { text: 'Associate', style: 'bold' as const },
            { text: ' — Amazon Web Services', style: 'regular' as const },
          ],
        })),
      },
      bold(['Data Analytics Certificate — Google', '2022']),
    ]);
    expect(certificates.map((entry) => [entry.name, entry.issuing_organization])).toEqual([
      ['Solutions Architect – Associate', 'Amazon Web Services'],
      ['Data Analytics Certificate', 'Google'],
    ]);
  });

  it('reads the name over an issuer line in another style as two parts', () => {
    const certificates = readCertifications([
      bold('Certified Administrator'),
      makeLine('Linux Foundation — Berlin', { y: 688 }),
    ]);
    expect(certificates.map((entry) => entry.name)).toEqual(['Certified Administrator']);
  });

  it('reads a description as the project’s, not as a second project', () => {
    const projects = readNamedEntries([
      bold(['Haushaltsbuch', 'Sep 2021']),
      makeLine('Werkzeug zur Auswertung des Stromverbrauchs im Eigenheim.'),
      bold(['Rezeptdatenbank', 'Feb 2024']),
      makeLine('Quelloffene App mit Echtzeit-Abfahrten des Nahverkehrs.'),
    ]);
    expect(projects.map((entry) => entry.name)).toEqual(['Haushaltsbuch', 'Rezeptdatenbank']);
    expect(projects[0]?.description).toContain('Stromverbrauchs');
  });

  it('lists keywords, not group names or levels', () => {
    const { skills } = readSkills([
      makeLine('Backend', { bold: true }),
      makeLine('Node.js', { x: 70 }),
      makeLine('Spring Boot', { x: 70 }),
      makeLine('Advanced', { x: 70 }),
      makeLine('Tools', { bold: true }),
      makeLine(['Git', 'Docker'], { x: 70 }),
    ]);
    expect([...skills.technical, ...skills.tools]).toEqual([
      'Node.js',
      'Spring Boot',
      'Git',
      'Docker',
    ]);
  });

  it('reads languages with their fluency, beside or under the names', () => {
    expect(
      readLanguages([makeLine(['Alemán Nativo', 'Francés B2'])]).map((entry) => entry.name),
    ).toEqual(['Alemán', 'Francés']);
    expect(
      readLanguages([makeLine(['Duits', 'Engels']), makeLine(['Moedertaal', 'Vloeiend'])]),
    ).toEqual([
      { name: 'Duits', level: 'Moedertaal' },
      { name: 'Engels', level: 'Vloeiend' },
    ]);
    expect(readLanguages([makeLine('Englisch: verhandlungssicher (C1)')])).toEqual([
      { name: 'Englisch', level: 'verhandlungssicher (C1)' },
    ]);
  });
});
