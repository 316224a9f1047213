import { describe, expect, it } from 'vitest';
import {
  findEmail,
  findLinkedin,
  findPhone,
  findWebsite,
  looksLikeContactLocation,
  looksLikeLocation,
} from './contact-patterns';
import { detectSections } from './detect-sections';
import { readEducation } from './education';
import { readExperience } from './experience';
import { groupLines } from './group-lines';
import { mergeLines } from './merge-lines';
import { readNamedEntries, withProjectUrl } from './other-sections';
import { readPersonalInfo } from './personal-info';
import { findGutter } from './reading-order';
import { headingTypeOf } from './section-vocabulary';
import { readSkills } from './skills';
import { makeLine } from './testing/lines';
import type { LogicalLine, TextItem } from './types';

const item = (text: string, x: number, y: number, width = text.length * 5): TextItem => ({
  text,
  x,
  y,
  width,
  size: 10,
  bold: false,
});

describe('step 2: group lines', () => {
  it('joins items on one baseline and splits wide gaps into chunks', () => {
    const lines = groupLines({
      number: 1,
      width: 595,
      height: 842,
      items: [
        item('Engineer', 40, 700),
        item('at Acme', 82, 700.5),
        item('2019 - 2020', 480, 700),
        item('Next', 40, 686),
      ],
    });
    expect(lines.map((line) => line.chunks.map((chunk) => chunk.text))).toEqual([
      ['Engineer at Acme', '2019 - 2020'],
      ['Next'],
    ]);
  });
});

describe('step 2: font styles and padded tags', () => {
  it('keeps a chunk’s text by font style and its padded tags', () => {
    const styled = (text: string, x: number, style: Partial<TextItem>): TextItem => ({
      ...item(text, x, 700),
      ...style,
    });
    const [header, tags] = groupLines({
      number: 1,
      width: 595,
      height: 842,
      items: [
        styled('Lead Engineer', 40, { bold: true }),
        styled(',', 105, {}),
        styled('Haack, Ehrig und Krug GmbH', 110, { italic: true }),
        styled(', Berlin', 240, {}),
        item('Scrum', 40, 680),
        item('Kanban', 76, 680),
        item('Machine', 117, 680),
        item('Learning', 154, 680),
      ],
    });
    expect(header?.chunks[0]?.runs?.map((run) => [run.style, run.text])).toEqual([
      ['bold', 'Lead Engineer'],
      ['regular', ','],
      ['italic', 'Haack, Ehrig und Krug GmbH'],
      ['regular', ', Berlin'],
    ]);
    // 11 points (1.1 sizes) between tags, 2 points between the words of one tag.
    expect(tags?.chunks[0]?.spaced).toEqual(['Scrum', 'Kanban', 'Machine Learning']);
  });
});

describe('step 2: margin notes and icon glyphs', () => {
  it('splits dates printed in a margin from their entries and joins a note wrapped over lines', () => {
    const page = {
      number: 1,
      width: 595,
      height: 842,
      items: [
        item('04/2019–', 88, 700, 43),
        item('Lead Architect, Acme GmbH', 139, 700, 120),
        item('heute', 105, 687, 25),
        item('\uE000', 139, 687, 6),
        item('Owned the target architecture of the core platform', 150, 687, 250),
        item('01/2014–', 88, 660, 43),
        item('Developer, Beta KG', 139, 660, 90),
        item('03/2019', 92, 647, 38),
        item('Profile', 139, 620, 40),
        item('Summary text of the person', 139, 600, 200),
        item('and its second line', 139, 588, 100),
        item('German', 93, 560, 40),
        item('native', 139, 560, 30),
      ],
    };
    const lines = groupLines(page);
    expect(lines.map((line) => line.chunks.map((chunk) => chunk.text))).toEqual([
      ['04/2019– heute', 'Lead Architect, Acme GmbH'],
      ['• Owned the target architecture of the core platform'],
      ['01/2014– 03/2019', 'Developer, Beta KG'],
      ['Profile'],
      ['Summary text of the person'],
      ['and its second line'],
      ['German', 'native'],
    ]);
  });

  it('joins a "Mon, YYYY" date wrapped after the month\'s comma in the margin', () => {
    const lines = groupLines({
      number: 1,
      width: 595,
      height: 842,
      items: [
        item('Jan, 2019 – Mar,', 88, 700, 40),
        item('Lead Architect, Acme GmbH', 150, 700, 120),
        item('2021', 88, 687, 20),
        item('Owned the target architecture of the core platform', 150, 687, 250),
        item('Oct, 2014 – Dec,', 88, 660, 40),
        item('Developer, Beta KG', 150, 660, 90),
        item('2018', 88, 647, 20),
        item('Built the billing service', 150, 647, 120),
        item('Profile', 150, 620, 40),
        item('Summary text of the person', 150, 600, 200),
        item('and its second line', 150, 588, 100),
      ],
    });
    expect(lines.map((line) => line.chunks.map((chunk) => chunk.text))).toEqual([
      ['Jan, 2019 – Mar, 2021', 'Lead Architect, Acme GmbH'],
      ['Owned the target architecture of the core platform'],
      ['Oct, 2014 – Dec, 2018', 'Developer, Beta KG'],
      ['Built the billing service'],
      ['Profile'],
      ['Summary text of the person'],
      ['and its second line'],
    ]);
  });

  it('takes no bullet from an icon in another column on the same baseline', () => {
    const lines = groupLines({
      number: 1,
      width: 595,
      height: 842,
      items: [
        item('\uE000', 76, 534, 8),
        item('ŁÓDŹ LOGISTICS E. K. Warehouse', 203, 534, 140),
        item('04/2020 - 06/2023', 478, 534, 66),
      ],
    });
    expect(lines.flatMap((line) => line.chunks.map((chunk) => chunk.text))).toEqual([
      'ŁÓDŹ LOGISTICS E. K. Warehouse',
      '04/2020 - 06/2023',
    ]);
  });
});

describe('step 2: a margin note beside every header line', () => {
  it('finds the edge from wide-gap runs alone and joins each date wrapped over two lines', () => {
    const entry = (y: number, from: string, to: string, title: string, firm: string) => [
      item(from, 57, y, 80),
      item(title, 165, y, 200),
      item(to, 57, y - 12, 25),
      item(firm, 165, y - 12, 150),
      item('• Bullet of the entry', 175, y - 24, 150),
    ];
    const lines = groupLines({
      number: 1,
      width: 595,
      height: 842,
      items: [
        ...entry(700, 'sept. 2019 –', 'aujourd’hui', 'Responsable RH', 'Moët Hennessy, Lyon'),
        ...entry(650, 'janv. 2015 – août', '2019', 'Chargée de développement', 'Crédit Agricole'),
        ...entry(600, 'sept. 2012 – déc.', '2014', 'Chargée de recrutement', 'L’Oréal, Clichy'),
      ],
    });
    expect(
      lines.filter((line) => line.chunks.length > 1).map((line) => line.chunks[0]?.text),
    ).toEqual(['sept. 2019 – aujourd’hui', 'janv. 2015 – août 2019', 'sept. 2012 – déc. 2014']);
  });
});

describe('step 3: columns', () => {
  it('finds the gutter of a sidebar and none in a one-column page', () => {
    const rows = Array.from({ length: 12 }, (_, index) => [
      item('Sidebar text here', 40, 800 - index * 14, 120),
      item('Main column text that is long', 220, 800 - index * 14, 300),
    ]);
    const twoColumns = groupLines({ number: 1, width: 595, height: 842, items: rows.flat() });
    expect(findGutter(twoColumns, 595)).toBeGreaterThan(160);
    const oneColumn = groupLines({
      number: 1,
      width: 595,
      height: 842,
      items: rows.map(([left]) => ({ ...left!, width: 480 })),
    });
    expect(findGutter(oneColumn, 595)).toBeUndefined();
  });
});

describe('step 4: bullets and wrapped lines', () => {
  it('strips bullet markers and joins a wrapped bullet', () => {
    const merged = mergeLines([
      makeLine('• Led the migration of fourteen services to', { y: 700, x: 46 }),
      makeLine('containers with zero downtime', { y: 688, x: 56 }),
      makeLine('– Second bullet', { y: 676, x: 46 }),
    ]);
    expect(merged.map((line) => [line.isBullet, line.text])).toEqual([
      [true, 'Led the migration of fourteen services to containers with zero downtime'],
      [true, 'Second bullet'],
    ]);
  });
});

describe('step 4: list items without a marker', () => {
  it('starts a new item when the first word would have fitted on the line above', () => {
    const line = (text: string, y: number, right: number) =>
      makeLine(text, { y, right, chunks: [{ ...makeLine(text).chunks[0]!, right, y }] });
    const merged = mergeLines([
      line('Reduced the close from eight to four days by automating the month end', 700, 500),
      line('checks and the reconciliation of bank accounts', 688, 300),
      line('Negotiated contracts with four suppliers', 676, 250),
      line('Presented quarterly results to the board every quarter of the year', 664, 480),
    ]);
    expect(merged.map((merge) => merge.text)).toEqual([
      'Reduced the close from eight to four days by automating the month end checks and the reconciliation of bank accounts',
      'Negotiated contracts with four suppliers',
      'Presented quarterly results to the board every quarter of the year',
    ]);
  });
});

describe('step 5: headings', () => {
  it.each([
    ['Work History', 'experience'],
    ['PROFESSIONAL EXPERIENCE', 'experience'],
    ['Career History', 'experience'],
    ['Education & Training', 'education'],
    ['Core Competencies', 'skills'],
    ['About me', 'summary'],
    ['■ Licenses & Certifications', 'certifications'],
    ['Berufserfahrung', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Doświadczenie zawodowe', 'experience'],
    ['Wykształcenie', 'education'],
    ['Przebieg kariery', 'experience'],
    ['Percurso profissional', 'experience'],
    ['Percurso académico', 'education'],
    ['Habilitações literárias', 'education'],
    ['Conhecimentos', 'skills'],
    ['TITOLI DI STUDIO', 'education'],
    ['CONOSCENZE LINGUISTICHE', 'languages'],
    ['SCHULISCHE UND AKADEMISCHE AUSBILDUNG', 'education'],
    ['Schul- und Berufsbildung', 'education'],
    ['Compétences', 'skills'],
    ['Skills & Abilities', 'skills'],
    ['Talen', 'languages'],
    ['Über mich', 'summary'],
    ['E X P E R I E N C E', 'experience'],
    ['Volunteer', 'experience'],
    ['Managed a team', undefined],
    ['1. Experience', 'experience'],
    ['4. Expérience', 'experience'],
    ['II) Ausbildung', 'education'],
    ['2. Langues', 'languages'],
    ['2021 Experience', undefined],
    ['6. Cursussen en certificaten', 'certifications'],
    ['Kurse und Zertifikate', 'certifications'],
    ['Znajomość języków', 'languages'],
  ])('%s → %s', (text, type) => expect(headingTypeOf(text)).toBe(type));

  it('needs typography: a plain "Languages" line inside text is not a heading', () => {
    const sections = detectSections([
      makeLine('EXPERIENCE'),
      makeLine('Skills', { bold: true }),
      makeLine('Projects'),
    ]);
    expect(sections.map((section) => section.type)).toEqual([undefined, 'experience', 'skills']);
  });
});

describe('step 4–5: heading columns', () => {
  it('splits a section name off the start of its line and keeps the entry', () => {
    const line = makeLine(['Work', 'Acme Ltd', '2020 – Present'], {
      chunks: [
        { text: 'Work', x: 40, right: 70, y: 700, size: 12, bold: false },
        { text: 'Acme Ltd', x: 180, right: 230, y: 700, size: 10, bold: false },
        { text: '2020 – Present', x: 480, right: 540, y: 700, size: 10, bold: false },
      ],
    });
    const next = makeLine(['Education', 'University of Leeds'], {
      y: 600,
      chunks: [
        { text: 'Education', x: 40, right: 90, y: 600, size: 10, bold: false },
        { text: 'University of Leeds', x: 180, right: 280, y: 600, size: 10, bold: false },
      ],
    });
    const sections = detectSections(mergeLines([line, next]));
    expect(sections.map((section) => [section.type, section.lines.map((l) => l.text)])).toEqual([
      [undefined, []],
      ['experience', ['Acme Ltd 2020 – Present']],
      ['education', ['University of Leeds']],
    ]);
  });
});

describe('step 6: contact details', () => {
  it('finds a location among contact pieces', () => {
    expect(looksLikeContactLocation('London, England, GB', false)).toBe(true);
    expect(looksLikeContactLocation('491 Adonis Vale, San Francisco, California, US', false)).toBe(
      true,
    );
    expect(looksLikeContactLocation('San Francisco US', true)).toBe(true);
    expect(looksLikeContactLocation('San Francisco US', false)).toBe(false);
    expect(looksLikeContactLocation('Led the team, shipped it.', true)).toBe(false);
  });

  it('finds international phones, emails and links', () => {
    expect(findPhone('+44 20 7946 0123')).toBe('+44 20 7946 0123');
    expect(findPhone('(212) 555-0104')).toBe('(212) 555-0104');
    expect(findPhone('2018 - 2020')).toBeUndefined();
    expect(findEmail('Email: zoë.okafor@mail.com')).toBe('zoë.okafor@mail.com');
    expect(findLinkedin('https://www.linkedin.com/in/jose-garcia/')).toBe(
      'https://www.linkedin.com/in/jose-garcia',
    );
    expect(findWebsite('olafur.dev')).toBe('olafur.dev');
    expect(looksLikeLocation('Kraków, Poland')).toBe(true);
  });
});

describe('step 6: links behind contact lines', () => {
  it('takes a profile from the link annotation over its label and completes a cut-off one', () => {
    const top = (text: string, y: number): LogicalLine => makeLine(text, { y, right: 200 });
    const lines = [
      makeLine('Ana Lima', { y: 760, size: 24 }),
      top('ana@example.com', 740),
      top('LinkedIn', 728),
      top('Portfolio', 716),
    ];
    const { info } = readPersonalInfo([{ type: undefined, title: '', lines }], lines, 10, [
      { page: 1, url: 'https://www.linkedin.com/in/ana-lima/', rect: [40, 725, 90, 737] },
      { page: 1, url: 'https://analima.dev', rect: [40, 713, 90, 725] },
      { page: 1, url: 'https://elsewhere.example', rect: [40, 400, 90, 412] },
    ]);
    expect([info.linkedin, info.website]).toEqual([
      'https://www.linkedin.com/in/ana-lima',
      'https://analima.dev',
    ]);
    const cut = [lines[0]!, top('linkedin.com/in/ana-', 728)];
    const { info: completed } = readPersonalInfo(
      [{ type: undefined, title: '', lines: cut }],
      cut,
      10,
      [{ page: 1, url: 'https://www.linkedin.com/in/ana-lima', rect: [40, 725, 140, 737] }],
    );
    expect(completed.linkedin).toBe('https://www.linkedin.com/in/ana-lima');
  });
});

describe('step 7: experience entries', () => {
  it.each([
    [['Senior Engineer — Acme Ltd', 'Jan 2020 – Present'], 'Senior Engineer', 'Acme Ltd'],
    [['Northwind | Data Analyst', '2018 - 2020'], 'Data Analyst', 'Northwind'],
    [['Designer at Cobalt', '2019-03 – 2021-05'], 'Designer', 'Cobalt'],
  ])('%j', (header, title, company) => {
    const { entries } = readExperience([
      makeLine(header, { bold: true }),
      makeLine('Shipped things', { isBullet: true }),
    ]);
    expect(entries[0]).toMatchObject({ title, company, achievements: ['Shipped things'] });
    expect(entries[0]?.duration).not.toBe('');
  });

  it('reads a stacked entry with the date on its own line and a location', () => {
    const { entries } = readExperience([
      makeLine('Project Manager', { bold: true }),
      makeLine('Meridian Bank · Toronto, Canada'),
      makeLine('Since 2022'),
      makeLine('Did work', { isBullet: true }),
    ]);
    expect(entries[0]).toMatchObject({
      title: 'Project Manager',
      company: 'Meridian Bank',
      location: 'Toronto, Canada',
      duration: '2022 – Present',
    });
  });
});

describe('step 9: education and skills', () => {
  it('reads degree, field, institution, year and GPA', () => {
    const { entries } = readEducation([
      makeLine(['BSc in Computer Science', '2014 – 2018'], { bold: true }),
      makeLine('University of Leeds'),
      makeLine('GPA: 3.8/4.0'),
    ]);
    expect(entries).toEqual([
      {
        degree: 'BSc',
        field: 'Computer Science',
        institution: 'University of Leeds',
        year: '2014 – 2018',
        gpa: '3.8/4.0',
        honors: '',
      },
    ]);
  });

  it("keeps a project's printed link as its URL, out of its description", () => {
    const [project] = readNamedEntries([
      makeLine('Ledger', { bold: true }),
      makeLine('github.com/anna-k/ledger · A budget app in Go'),
    ]).map(withProjectUrl);
    expect(project).toMatchObject({
      name: 'Ledger',
      url: 'github.com/anna-k/ledger',
      description: 'A budget app in Go',
    });
    expect(withProjectUrl({ description: 'A budget app in Go' }).url).toBe('');
  });

  it('splits skills on commas, pipes and labels', () => {
    const { skills } = readSkills([
      makeLine('Technical: TypeScript, Go, CI/CD'),
      makeLine('Tools: Git | Docker'),
    ]);
    expect(skills).toEqual({
      technical: ['TypeScript', 'Go', 'CI/CD'],
      professional: [],
      tools: ['Git', 'Docker'],
    });
  });
});
