import { describe, expect, it } from 'vitest';
import { buildSections } from './build-content';
import { contactPieces, findPhone, looksLikeContactLocation } from './contact-patterns';
import { withoutDate, findDate } from './dates';
import { detectSections } from './detect-sections';
import { groupLines } from './group-lines';
import { linesInReadingOrder } from './index';
import { readEducation, splitDegree } from './education';
import { mergeLines } from './merge-lines';
import { readExperience } from './experience';
import { readCertifications } from './certifications';
import { readNamedEntries } from './other-sections';
import { readPersonalInfo } from './personal-info';
import { findGutter } from './reading-order';
import { headingTypeOf, looseHeadingTypeOf } from './section-vocabulary';
import { readSkills } from './skills';
import { makeChunk, makeLine, makeRow } from './testing/lines';
import type { Line, LogicalLine, PageText, TextItem } from './types';

/** Lines set one under the other from the top of the page, 14 pt apart. */
const stacked = (lines: LogicalLine[]) =>
  lines.map((line, index) => ({ ...line, y: 700 - 14 * index }));

const chunk = makeChunk;
const row = makeRow;

describe('headings found by their look and place', () => {
  it('takes a heading the vocabulary knows only in part when it has the headings’ style', () => {
    const heading = (text: string) => makeLine(text, { size: 13 });
    const sections = detectSections(
      stacked([
        makeLine('Katharina Oberhuber', { size: 22 }),
        heading('Berufliche Erfahrung'),
        makeLine('Controllerin, Wienerberger AG, 2020 – heute'),
        heading('Schulische und akademische Ausbildung'),
        makeLine('Master of Science, Wirtschaftsuniversität Wien'),
        heading('Sprachkenntnisse'),
        makeLine('Deutsch (Muttersprache)'),
      ]),
    );
    expect(sections.map((section) => section.type)).toEqual([
      undefined,
      'experience',
      'education',
      'languages',
    ]);
  });

  it('takes section names set left of the text under them, whatever their words', () => {
    const sections = detectSections(
      stacked([
        makeLine('Résumé', { x: 57 }),
        makeLine('Responsable RH avec douze ans d’expérience dans le luxe et la banque.', {
          x: 72,
        }),
        makeLine('Parcours professionnel', { x: 57 }),
        makeLine('sept. 2019 – ce jour', { x: 71 }),
        makeLine('Savoir-faire', { x: 57 }),
        makeLine('RH Recrutement, GPEC, Droit social', { x: 71 }),
        makeLine('Certifications', { x: 57 }),
        makeLine('mars 2018 Certification MBTI', { x: 71 }),
      ]),
    );
    expect(sections.map((section) => [section.type, section.title])).toEqual([
      [undefined, ''],
      [undefined, 'Résumé'],
      ['experience', 'Parcours professionnel'],
      ['skills', 'Savoir-faire'],
      ['certifications', 'Certifications'],
    ]);
  });

  it('counts section names known only in part among the names set left of their text', () => {
    const sections = detectSections(
      stacked([
        makeLine('Loopbaan', { x: 57 }),
        makeLine('sep. 2023 – jun. 2024 Verpleegkundige, Erasmus MC', { x: 71 }),
        makeLine('Opleiding en cursussen', { x: 57 }),
        makeLine('2020 – 2024 Bachelor of Nursing, Hogeschool Rotterdam', { x: 71 }),
        makeLine('Kennis en vaardigheden', { x: 57 }),
        makeLine('Zorg Wondzorg, Medicatie toedienen', { x: 71 }),
      ]),
    );
    expect(sections.map((section) => [section.type, section.title])).toEqual([
      [undefined, ''],
      ['experience', 'Loopbaan'],
      ['education', 'Opleiding en cursussen'],
      ['skills', 'Kennis en vaardigheden'],
    ]);
  });

  it('keeps a skills group named "Languages" inside the skills, set smaller than the headings', () => {
    const heading = (text: string) => makeLine(text, { size: 15 });
    const group = (text: string) => makeLine(text, { size: 10.5, bold: true });
    const sections = detectSections(
      stacked([
        heading('Skills'),
        group('Languages'),
        makeLine('Ruby C# PHP'),
        group('Cloud & DevOps'),
        makeLine('AWS Kubernetes'),
        heading('Work'),
        makeLine('Café Correia, Apr 2021 – Present'),
      ]),
    );
    expect(sections.map((section) => section.type)).toEqual([undefined, 'skills', 'experience']);
  });

  it('keeps a group name set left of its items inside the skills ("LANGUAGES  Python, Go")', () => {
    const heading = (text: string) => makeLine(text, { size: 12, bold: true });
    const label = (name: string, items: string, bold = true) => ({
      ...makeLine([name, items], { size: 8 }),
      chunks: [
        { text: name, x: 40, right: 100, y: 700, size: 8, bold },
        { text: items, x: 110, right: 300, y: 700, size: 8, bold: false },
      ],
    });
    const sections = detectSections(
      stacked([
        heading('Skills'),
        label('FRONTEND', 'Angular, Vue.js'),
        makeLine('LANGUAGES', { size: 8, bold: true }),
        makeLine('Python, Go', { size: 8, x: 110 }),
        label('BACKEND', 'Spring Boot, gRPC'),
        heading('Projects'),
        makeLine('Ricettario, 2021'),
      ]),
    );
    expect(sections.map((section) => section.type)).toEqual([undefined, 'skills', 'projects']);
  });

  it('keeps "Courses" inside an education entry, set like or smaller than its dated title', () => {
    const heading = (text: string) => makeLine(text, { size: 16, bold: true });
    for (const courses of [
      makeLine('Courses', { size: 13.5 }),
      makeLine('Courses', { size: 9, bold: true }),
    ]) {
      const sections = detectSections(
        stacked([
          heading('Education'),
          makeLine('Karlsruher Institut für Technologie Sep 2015 — Jul 2017', { size: 13.5 }),
          makeLine('Master of Science'),
          courses,
          makeLine('Maschinelles Lernen', { x: 70 }),
          heading('Skills'),
          makeLine('Python, SQL'),
        ]),
      );
      expect(sections.map((section) => section.type)).toEqual([undefined, 'education', 'skills']);
    }
  });

  it.each([
    ['LINGUE STRANIERE', 'languages'],
    ['Langues étrangères', 'languages'],
    ['Compétences linguistiques', 'languages'],
    ['Fachkenntnisse', 'skills'],
    ['Savoir-faire', 'skills'],
  ])('%s → %s', (text, type) => expect(headingTypeOf(text)).toBe(type));

  it('reads the type a heading’s section words agree on', () => {
    expect(looseHeadingTypeOf('Schulische und akademische Ausbildung')).toBe('education');
    expect(looseHeadingTypeOf('Experience and Education')).toBeUndefined();
  });
});

describe('columns', () => {
  it('finds a sidebar’s gutter under a headline that runs across it', () => {
    const lines = [
      row(chunk('Jürgen Groß-Schäfer', 43, 783, 22)),
      row(chunk('Softwarearchitekt für verteilte Systeme und Cloud-Plattformen', 43, 769, 11)),
      ...Array.from({ length: 12 }, (_, index) =>
        row(
          chunk(`Kenntnis ${index}`, 43, 740 - 12 * index),
          chunk(
            `Erfahrung in Projekten und Teams, Zeile ${index} des Haupttextes`,
            203,
            738 - 12 * index,
          ),
        ),
      ),
    ];
    const gutter = findGutter(lines, 595);
    expect(gutter).toBeGreaterThan(100);
    expect(gutter).toBeLessThan(203);
  });

  it('reads dates set flush right on their entries’ rows as part of those rows', () => {
    const entry = (company: string, dates: string, y: number) =>
      row(chunk(company, 69, y, 14), chunk(dates, 543 - dates.length * 5.5, y - 1, 11));
    const lines = [
      entry('Paoletti, Errico e Trapani SPA', '2021 - Present', 532),
      row(chunk('Presentazione dei risultati trimestrali alla direzione di Torino', 99, 487)),
      entry('De Filippo-Perrone s.r.l.', '2017 - 2021', 431),
      row(chunk('Trattative con 7 fornitori, con un risparmio del 25 %', 99, 386)),
      entry('Bongiovanni, De Giorgi & Montalbano', '2013 - 2017', 348),
      row(chunk('Trattative con 4 fornitori, con un risparmio del 59 %', 99, 304)),
    ];
    expect(findGutter(lines, 612)).toBeUndefined();
  });
});

describe('entries', () => {
  it('reads the lines under a date printed alone in a margin as the entry’s header', () => {
    const { entries } = readEducation(
      stacked([
        makeLine('Okt. 2013 – Juni 2015', { x: 71 }),
        makeLine('Master of Science (WU), Finanzwirtschaft und Rechnungswesen', {
          x: 153,
          bold: true,
        }),
        makeLine('Wirtschaftsuniversität Wien', { x: 153 }),
        makeLine('Okt. 2010 – Juli 2013', { x: 71 }),
        makeLine('Bachelor, Wirtschaftswissenschaften', { x: 153, bold: true }),
        makeLine('Johannes Kepler Universität Linz', { x: 153 }),
      ]),
    );
    expect(entries.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['Master of Science (WU)', 'Wirtschaftsuniversität Wien', 'Oct 2013 – Jun 2015'],
      ['Bachelor', 'Johannes Kepler Universität Linz', 'Oct 2010 – Jul 2013'],
    ]);
  });

  it('splits a comma-listed education line and reads "Field (Degree)"', () => {
    const { entries } = readEducation([
      makeLine([
        'Data Science & Analytics (MSc), Cardiff University, Distinction.',
        '09.2014–09.2015',
      ]),
    ]);
    expect(entries.map((entry) => [entry.degree, entry.field, entry.institution])).toEqual([
      ['MSc', 'Data Science & Analytics', 'Cardiff University'],
    ]);
    expect(splitDegree('Mathematics (BSc (Hons))')).toEqual(['BSc (Hons)', 'Mathematics']);
  });

  it('takes the degree from a short indented line when the header names none', () => {
    const { entries } = readEducation(
      stacked([
        makeLine(['King’s College London', 'September 2011 — September 2016'], { x: 184 }),
        makeLine('Information Systems', { x: 184, size: 12 }),
        makeLine('Bachelor of Arts', { x: 202 }),
      ]),
    );
    expect(entries.map(({ degree, field, institution }) => [degree, field, institution])).toEqual([
      ['Bachelor of Arts', 'Information Systems', 'King’s College London'],
    ]);
  });

  it('keeps the school of a line that also prints a grade or honours', () => {
    const margin = readEducation(
      stacked([
        makeLine(['09.2014 – 09.2015', 'MSc, Data Science & Analytics']),
        makeLine('Cardiff University (Distinction)', { x: 146 }),
        makeLine(['08.2006 – 05.2010', 'Bachelor of Science, Economics']),
        makeLine('University of Notre Dame (3.8/4.0)', { x: 146 }),
      ]),
    );
    expect(
      margin.entries.map(({ institution, gpa, honors }) => [institution, gpa, honors]),
    ).toEqual([
      ['Cardiff University', '', 'Distinction'],
      ['University of Notre Dame', '3.8/4.0', ''],
    ]);
    const beside = readEducation(
      stacked([
        makeLine(['Università Commerciale Luigi Bocconi', '110/110 e lode']),
        makeLine(['Laurea magistrale, Amministrazione', 'Settembre 2011 – dicembre 2013']),
      ]),
    );
    expect(beside.entries[0]).toMatchObject({
      institution: 'Università Commerciale Luigi Bocconi',
      honors: 'e lode',
    });
  });

  it('keeps a certificate’s issuer with it when a date closes the issuer’s line', () => {
    const certificates = readCertifications([
      makeLine('Bilanzbuchhalterin'),
      makeLine('WIFI Wien, 06/2019'),
    ]);
    expect(
      certificates.map((entry) => [entry.name, entry.issuing_organization, entry.year]),
    ).toEqual([['Bilanzbuchhalterin', 'WIFI Wien', '2019']]);
  });

  it('reads "Firm – Town" as a location only when the section prints every firm so', () => {
    const job = (title: string, firm: string, dates: string) => [
      makeLine(title, { bold: true }),
      makeLine(firm),
      makeLine(dates),
    ];
    const europass = readExperience(
      stacked([
        ...job('Lead Softwarearchitekt', 'Haack, Ehrig und Krug GmbH – München', '04/2019 – heute'),
        ...job(
          'Controllerin',
          'Spar Österreich – Zentrale Salzburg – Salzburg',
          '03/2017 – 08/2020',
        ),
      ]),
    );
    expect(europass.entries.map((entry) => [entry.company, entry.location])).toEqual([
      ['Haack, Ehrig und Krug GmbH', 'München'],
      ['Spar Österreich – Zentrale Salzburg', 'Salzburg'],
    ]);
    const plain = readExperience(
      stacked([
        ...job('Controllerin', 'Spar Österreich – Zentrale Salzburg', '03/2017 – 08/2020'),
        ...job('Prüfungsassistentin', 'KPMG Austria GmbH', '09/2015 – 02/2017'),
      ]),
    );
    expect(plain.entries[0]?.company).toBe('Spar Österreich – Zentrale Salzburg');
  });

  it('reads "Firm, Town" as a location when the section prints every firm so', () => {
    const job = (title: string, firm: string, dates: string) => [
      makeLine([dates, title]),
      makeLine(firm, { x: 177 }),
    ];
    const { entries } = readExperience(
      stacked([
        ...job('Ingeniera de datos sénior', 'Telefónica España, Madrid', '03/2020 – actualidad'),
        ...job(
          'Controllerin',
          'Spar Österreich – Zentrale Salzburg, Salzburg',
          '03/2017 – 08/2020',
        ),
        ...job('Director', 'Johnson & Johnson – New Brunswick, NJ', '06/2016 – 01/2017'),
      ]),
    );
    expect(entries.map((entry) => [entry.title, entry.company, entry.location])).toEqual([
      ['Ingeniera de datos sénior', 'Telefónica España', 'Madrid'],
      ['Controllerin', 'Spar Österreich – Zentrale Salzburg', 'Salzburg'],
      ['Director', 'Johnson & Johnson', 'New Brunswick, NJ'],
    ]);
    const titleWithFirm = readExperience(
      stacked([
        makeLine(['Senior Mechanical Engineer — Quillon Studio', 'Jun 2022 – Present']),
        makeLine('Kraków, Poland'),
        makeLine(['Marketing Manager — Bluefin Analytics Ltd', 'Jul 2021 – Mar 2022']),
        makeLine('Lyon, France'),
      ]),
    );
    expect(titleWithFirm.entries.map((entry) => [entry.company, entry.location])).toEqual([
      ['Quillon Studio', 'Kraków, Poland'],
      ['Bluefin Analytics Ltd', 'Lyon, France'],
    ]);
  });

  it('reads lines that each name a project as one project each', () => {
    const projects = readNamedEntries([
      makeLine('Recipe Graph: an open-source app that shows live public transport departures'),
      makeLine('Tiny Status Page: a status page for small teams, built with Go'),
    ]);
    expect(projects.map((entry) => entry.name)).toEqual(['Recipe Graph', 'Tiny Status Page']);
    expect(projects[1]?.description).toBe('a status page for small teams, built with Go');
  });

  it('leaves no empty brackets where a date was, and reads "ce jour" as the present', () => {
    const text = '[ 09/2019 – ce jour ]';
    const date = findDate(text);
    expect(date?.normalised).toBe('Sep 2019 – Present');
    expect(date && withoutDate(text, date)).toBe('');
  });

  it('does not join a bold group name to the keywords above it', () => {
    const { skills } = readSkills([
      makeLine('Software', { bold: true }),
      makeLine('SAP S/4HANA CO, Power BI, Excel (VBA), Tagetik'),
      makeLine('Fachlich', { bold: true }),
      makeLine('IFRS, Kostenrechnung'),
    ]);
    expect([...skills.tools, ...skills.technical, ...skills.professional]).toEqual(
      expect.arrayContaining(['Tagetik', 'IFRS']),
    );
  });

  it('reads a section printed twice once', () => {
    const summary =
      'Engineer with a decade of experience building reliable, well-tested web platforms. ' +
      'I enjoy turning vague business problems into simple products that people actually use.';
    const { drafts } = buildSections([
      { type: undefined, title: '', lines: [] },
      { type: 'summary', title: 'Summary', lines: [makeLine(`${summary} a@b.io`)] },
      { type: 'summary', title: 'Summary', lines: [makeLine(summary)] },
    ]);
    expect(drafts.find((draft) => draft.type === 'summary')?.content).toEqual({ text: summary });
  });
});

describe('wrapped header lines', () => {
  it('joins a bold header wrapped on a joining word, and only then', () => {
    const bold = (text: string, y: number) => ({
      ...makeLine(text, { bold: true, y, size: 14 }),
      chunks: [{ text, x: 94, right: 300, y, size: 14, bold: true }],
    });
    const merged = mergeLines([
      bold('Akademia Górniczo-Hutnicza w', 205),
      bold('Krakowie', 189),
      bold('Marketing, Magister', 170),
    ]);
    expect(merged.map((line) => line.text)).toEqual([
      'Akademia Górniczo-Hutnicza w Krakowie',
      'Marketing, Magister',
    ]);
  });
});

describe('names over two lines', () => {
  it('joins a name broken at its hyphen above a role that wraps, and a surname with a particle', () => {
    const big = (text: string, y: number) => {
      const line = makeLine(text, { size: 24.8, y });
      return { ...line, chunks: line.chunks.map((part) => ({ ...part, size: 24.8, y })) };
    };
    const lines = mergeLines([
      { ...big('Jürgen Groß-', 757), bold: true, right: 380 },
      { ...big('Schäfer | Softwarearchitekt für verteilte Systeme &', 732) },
      { ...big('Cloud-Plattformen', 708) },
    ]);
    const hyphenated = readPersonalInfo([{ type: undefined, title: '', lines }], lines, 11);
    expect(hyphenated.info.name).toBe('Jürgen Groß-Schäfer');
    const particle = [big('María José', 760), big('Fernández de Córdoba', 740)];
    const { info } = readPersonalInfo(
      [{ type: undefined, title: '', lines: particle }],
      particle,
      10,
    );
    expect(info.name).toBe('María José Fernández de Córdoba');
  });
});

describe('headers wrapped before their date', () => {
  it('ends a bold header with the bold start of the dated line under it', () => {
    const header =
      'Senior Director of Product Management, Payments & Risk Platforms, Barnes, Hale & Whitaker';
    const merged = mergeLines(
      [
        {
          ...makeLine(header, { bold: true, y: 600, right: 514 }),
          chunks: [{ ...chunk(header, 62, 600, 11), bold: true, right: 514 }],
        },
        {
          ...makeLine(['Financial', 'Feb 2020 – present'], { y: 586, x: 62, right: 550 }),
          chunks: [
            { ...chunk('Financial', 62, 586, 11), bold: true },
            chunk('Feb 2020 – present', 466, 586, 11),
          ],
        },
      ].map((line) => ({ ...line, x: 62, columnLeft: 60, columnRight: 550 })),
    );
    expect(merged.map((line) => line.chunks.map((part) => part.text))).toEqual([
      [`${header} Financial`, 'Feb 2020 – present'],
    ]);
  });
});

describe('sidebar contact blocks', () => {
  it('joins an e-mail address cut before its domain ends', () => {
    const merged = mergeLines(
      stacked([
        makeLine('LEONID.MARCINKOWSKI@SA', { right: 155 }),
        makeLine('PO.PT', { right: 75 }),
      ]),
    );
    expect(merged.map((line) => line.text)).toEqual(['LEONID.MARCINKOWSKI@SAPO.PT']);
  });

  it('reads an "About" of short lines without a sentence as contact details', () => {
    const sections = detectSections(
      stacked([
        makeLine('Leonid Marcinkowski', { size: 30, bold: true }),
        makeLine('ABOUT', { bold: true }),
        makeLine('WARSZAWA MAZOWIECKIE'),
        makeLine('leonid@sapo.pt'),
        makeLine('SUMMARY', { bold: true }),
        makeLine('Swobodnie współpracuję z klientami, dostawcami i zarządem przy projektach.'),
      ]),
    );
    expect(sections.map((section) => section.type)).toEqual([
      undefined,
      'personal_info',
      'summary',
    ]);
  });
});

describe('contact details', () => {
  it('reads ISO dates as dates, not as a phone number', () => {
    expect(
      findPhone('Teamleiter Vertrieb - Kass GmbH. Köln, DE, 2021-10-01 - Present'),
    ).toBeUndefined();
    expect(findPhone('+43 664 997 8126')).toBe('+43 664 997 8126');
  });

  it('reads "postcode town" as a location and "LinkedIn: handle" as a profile', () => {
    expect(looksLikeContactLocation('1060 Wien, AT', false)).toBe(true);
    expect(looksLikeContactLocation('31-147 Kraków', false)).toBe(true);
    const lines = stacked([
      makeLine('Katharina Oberhuber', { size: 22 }),
      makeLine('1060 Wien, AT'),
      makeLine('LinkedIn: katharina-oberhuber'),
    ]);
    const { info } = readPersonalInfo([{ type: undefined, title: '', lines }], lines, 10);
    expect(info.location).toBe('1060 Wien, AT');
    expect(info.linkedin).toBe('https://www.linkedin.com/in/katharina-oberhuber');
  });

  it('reads an address printed over lines, beside the name or in a block of contact lines', () => {
    const right = (text: string, y: number, size = 10) =>
      chunk(text, 560 - text.length * size * 0.5, y, size);
    const place = (line: Line): LogicalLine => ({
      ...line,
      isBullet: false,
      column: 0,
      columnLeft: 40,
      columnRight: 560,
    });
    const lines = [
      place(row(right('48 Beacon St, Apt 3 02108 Boston', 760))),
      place({ ...row(chunk('Mary-Kate O’Connor', 60, 745, 34), right('MA, US', 745)), size: 34 }),
      place(row(right('+1 (617) 555-0142', 730))),
      place(row(right('marykate.oconnor@example.com', 716))),
    ];
    const { info } = readPersonalInfo([{ type: undefined, title: '', lines }], lines, 10);
    expect(info.name).toBe('Mary-Kate O’Connor');
    expect(info.location).toBe('48 Beacon St, Apt 3 02108 Boston, MA, US');
  });

  it('joins a town set over its region and country, and nothing that is not a place', () => {
    const lines = stacked([
      makeLine('Rhys ap Gruffydd-Jones', { size: 30 }),
      makeLine('Cardiff'),
      makeLine('Wales, GB'),
      makeLine('+44 7700 900461'),
    ]);
    const { info } = readPersonalInfo([{ type: undefined, title: '', lines }], lines, 10);
    expect(info.location).toBe('Cardiff, Wales, GB');
    const withFirm = stacked([
      makeLine('Rhys ap Gruffydd-Jones', { size: 30 }),
      makeLine('Lemke LLC'),
      makeLine('Manchester, GB'),
      makeLine('+44 7700 900461'),
    ]);
    const firm = readPersonalInfo([{ type: undefined, title: '', lines: withFirm }], withFirm, 10);
    expect(firm.info.location).toBe('Manchester, GB');
  });

  it('takes the LinkedIn profile behind an icon anywhere on the first page', () => {
    const lines = stacked([
      makeLine('Sheldon Jerde', { size: 23 }),
      makeLine('sheldon@example.org'),
    ]);
    const links = [
      { url: 'https://github.com/sheldon.jerde', rect: [500, 20, 510, 30] as const, page: 1 },
      {
        url: 'https://www.linkedin.com/in/sheldon.jerde/',
        rect: [520, 20, 530, 30] as const,
        page: 1,
      },
    ].map((link) => ({ ...link, rect: [...link.rect] as [number, number, number, number] }));
    const { info } = readPersonalInfo([{ type: undefined, title: '', lines }], lines, 10, links);
    expect(info.linkedin).toBe('https://www.linkedin.com/in/sheldon.jerde');
  });

  it('reads a place among the lines of a contact section', () => {
    const contact = stacked([
      makeLine('LinkedIn'),
      makeLine('elaide-favara73'),
      makeLine('Milano Lombardia'),
      makeLine('elaide.favara@web.de'),
    ]);
    const name = makeLine('Elaide Favara', { size: 24, y: 780 });
    const top = [{ ...name, chunks: name.chunks.map((part) => ({ ...part, size: 24 })) }];
    const { info } = readPersonalInfo(
      [
        { type: undefined, title: '', lines: top },
        { type: 'personal_info', title: 'Profiles', lines: contact },
      ],
      [...top, ...contact],
      10,
    );
    expect(info).toMatchObject({ name: 'Elaide Favara', location: 'Milano Lombardia' });
    expect(looksLikeContactLocation('Via Paolo Sarpi 22 – 20154 Milano – MI, IT', false)).toBe(
      true,
    );
  });
});

describe('certificates', () => {
  it('reads a labelled issuer under the date, with the name under both', () => {
    const certificates = readCertifications(
      stacked([
        makeLine('November 25, 2026'),
        makeLine('Issued by: Microsoft'),
        makeLine('Microsoft Certified: Azure Fundamentals', { size: 12 }),
        makeLine('November 25, 2026'),
        makeLine('Issued by: Salesforce'),
        makeLine('Salesforce Certified Administrator', { size: 12 }),
      ]),
    );
    expect(
      certificates.map(({ name, issuing_organization, year }) => [
        name,
        issuing_organization,
        year,
      ]),
    ).toEqual([
      ['Microsoft Certified: Azure Fundamentals', 'Microsoft', '2026'],
      ['Salesforce Certified Administrator', 'Salesforce', '2026'],
    ]);
  });
});

describe('the summary under the name', () => {
  it('reads a sentence under the name and role as the summary, joined over a hyphenated break', () => {
    const narrow = (text: string) => makeLine(text, { right: 390 });
    const sections = detectSections(
      stacked([
        makeLine('Alexandra de Vos', { size: 32 }),
        makeLine('Financieel analist', { size: 25 }),
        ...mergeLines(
          stacked([
            narrow('Ik vertaal vage zakelijke vragen graag naar eenvoudige, bruik-'),
            narrow('bare producten.'),
          ]),
        ),
        makeLine('Amsterdam, Netherlands'),
        makeLine('Work', { size: 20 }),
        makeLine('Scholten, Zijlstra and Boer, Nov 2021 – Present'),
      ]),
    );
    const summary = sections.find((section) => section.type === 'summary');
    // One line: the break joined (the hyphen's fate is decision 012's, not this rule's).
    expect(summary?.lines.map((line) => line.text)).toEqual([
      expect.stringMatching(/^Ik vertaal .* bruik-?bare producten\.$/),
    ]);
  });
});

describe('lists in a narrow column', () => {
  it('reads lines that each start a sentence in capitals as items, not as one paragraph', () => {
    const item = (text: string, right: number) =>
      makeLine(text, { x: 249, right, columnLeft: 219, columnRight: 554 });
    const items = [
      'Presented quarterly results to the board and the Great Nikolas Place leadership team',
      'Built the Payments data model in Figma, replacing 9 manual spreadsheets',
      'Reduced deployment time by 51% by migrating the build pipeline to AWS',
    ];
    const merged = mergeLines(
      stacked(items.map((text, index) => item(text, [536, 500, 495][index] ?? 500))),
    );
    expect(merged.map((line) => line.text)).toEqual(items);
    const paragraph = mergeLines(
      stacked([
        item(
          'Führung eines Teams von 3 Entwicklerinnen und Entwicklern für die neue Controlling-',
          545,
        ),
        item('Plattform mit zwölf Personen in zwei Ländern und drei Zeitzonen', 480),
        item('Einführung von Power BI als Berichtswerkzeug für über 500 Mitarbeitende', 500),
      ]),
    );
    expect(paragraph[0]?.text).toMatch(/Controlling-Plattform mit/);
  });

  it('starts a new item after a line that ended short, though the paragraph above was wide', () => {
    const narrow = (text: string, right: number) => makeLine(text, { right, columnRight: 200 });
    const merged = mergeLines(
      stacked([
        narrow('Databricks Certified Data Engineer', 196),
        narrow('Professional', 95),
        narrow('Databricks, 06/2022', 150),
        narrow('Google Cloud Professional Data', 196),
        narrow('Engineer', 90),
        narrow('Google Cloud, 11/2019', 160),
      ]),
    );
    expect(merged.map((line) => line.text)).toEqual([
      'Databricks Certified Data Engineer Professional',
      'Databricks, 06/2022',
      'Google Cloud Professional Data Engineer',
      'Google Cloud, 11/2019',
    ]);
  });
});

const item = (text: string, x: number, y: number, size = 8, bold = false): TextItem => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
  bold,
});
const page = (items: TextItem[]): PageText => ({ number: 1, width: 612, height: 792, items });

describe('text drawn over other text', () => {
  it('reads a sidebar drawn over the main column as its own part, after the name’s part', () => {
    const sidebar = ['CONTACT', 'anna@example.com', 'EDUCATION', 'Universität zu Köln', 'SKILLS'];
    const main = ['Anna Gross', 'SUMMARY', 'Ten years in procurement.', 'EXPERIENCE', 'Buyer'];
    const ordered = linesInReadingOrder([
      page([
        // The sidebar comes first in the PDF, then the main column from the top again, over it.
        ...sidebar.map((text, index) => item(text, 40, 700 - 40 * index)),
        ...main.map((text, index) =>
          item(text, 40, index === 0 ? 730 : 702 - 40 * index, index === 0 ? 18 : 8),
        ),
      ]),
    ]);
    expect(ordered.map((line) => line.text)).toEqual([...main, ...sidebar]);
  });

  it('continues the overlay on the next page when it reached lower than the main part', () => {
    const first = page([
      ...['CONTACT', 'SKILLS', 'Backend'].map((text, index) => item(text, 40, 700 - 300 * index)),
      item('Anna Gross', 40, 710, 18),
      item('SUMMARY', 40, 400),
      item('Ten years in procurement.', 40, 100 + 6),
    ]);
    const second: PageText = { ...page([item('Svelte Angular', 40, 750)]), number: 2 };
    const texts = linesInReadingOrder([first, second]).map((line) => line.text);
    expect(texts.slice(-2)).toEqual(['Backend', 'Svelte Angular']);
  });

  it('leaves a page whose flows sit side by side as it was', () => {
    const items = [
      ...['Skills', 'SQL'].map((text, index) => item(text, 40, 700 - 20 * index)),
      ...['Anna Gross', 'Experience'].map((text, index) => item(text, 300, 700 - 20 * index)),
    ];
    const ordered = linesInReadingOrder([page(items)]);
    expect(ordered.every((line) => line.overlay === undefined)).toBe(true);
  });
});

describe('letter-spaced words', () => {
  it('keeps the wider space between two letter-spaced words, short words too', () => {
    const lines = groupLines(
      page([
        item('A R I S T I D E', 40, 700, 18),
        item('D A', 190, 700, 18),
        item('B E R N A R D', 235, 700, 18),
      ]),
    );
    expect(lines.map((line) => line.text)).toEqual(['ARISTIDE DA BERNARD']);
  });
});

describe('contact lines of a narrow sidebar', () => {
  it('reads an area code before a slash as part of the number, not a month before a year', () => {
    expect(contactPieces('030 / 6093 5885')).toEqual(['030 / 6093 5885']);
    expect(findPhone('030 / 6093 5885')).toBe('030 / 6093 5885');
    expect(findPhone('01/2015 - 12/2017')).toBeUndefined();
  });

  it('reads addresses with abbreviations, dashes between their parts and a region in lower case', () => {
    expect(looksLikeContactLocation('ul. Długa 5/7, 31-147 Kraków, PL', false)).toBe(true);
    expect(looksLikeContactLocation('14, rue de la République – 69002 Lyon – FR', false)).toBe(
      true,
    );
    expect(looksLikeContactLocation('Rotterdam – NL', false)).toBe(true);
    expect(looksLikeContactLocation('Kraków, małopolskie', true)).toBe(true);
    expect(looksLikeContactLocation('Python, machine learning', false)).toBe(false);
    expect(looksLikeContactLocation('Led the team. Shipped it', false)).toBe(false);
  });

  it('makes a web address broken after its slashes whole again', () => {
    expect(contactPieces('https://www.linkedin.com/ in/ anna-gross')).toEqual([
      'https://www.linkedin.com/in/anna-gross',
    ]);
  });

  it('joins a web address wrapped after its slash with the handle on the next line', () => {
    const lines = mergeLines(
      stacked([makeLine('https://www.linkedin.com/in/'), makeLine('aristide_bernard')]),
    );
    expect(lines.map((line) => line.text)).toEqual([
      'https://www.linkedin.com/in/aristide_bernard',
    ]);
  });

  it('reads small bold tags under regular group names as skills', () => {
    const { skills } = readSkills([
      makeLine('Backend', { size: 7.4 }),
      makeLine(['gRPC', 'Express', 'FastAPI'], { size: 5.5, bold: true }),
      makeLine('Tools', { size: 7.4 }),
      makeLine(['SAP', 'Jira'], { size: 5.5, bold: true }),
    ]);
    expect([...skills.technical, ...skills.tools, ...skills.professional]).toEqual(
      expect.arrayContaining(['gRPC', 'FastAPI', 'SAP', 'Jira']),
    );
  });
});

describe('contact lines beside the summary', () => {
  it('reads the contact column first, though some lines have nothing beside them', () => {
    const left = [
      'Cardiff',
      'Wales, GB',
      '+44 7700 900461',
      'rhys@example.uk',
      'rhysapg',
      'rhys-ap',
    ];
    const right = [
      'Data engineer who builds dependable batch and streaming pipelines. Eight',
      'years across retail and public sector, most recently leading a team of six',
      'that moved a warehouse to a lakehouse without a single missed reporting',
      'deadline.',
    ];
    const ordered = linesInReadingOrder([
      page([
        item('Rhys ap Gruffydd-Jones', 67, 720, 30),
        item(left[0] as string, 67, 600, 10),
        item('About Me', 180, 600, 14),
        item(left[1] as string, 67, 588, 10),
        item(right[0] as string, 180, 580, 10),
        item(left[2] as string, 81, 575, 10),
        item(left[3] as string, 81, 566, 10),
        item(right[1] as string, 180, 566, 10),
        item(left[4] as string, 81, 552, 10),
        item(right[2] as string, 180, 552, 10),
        item(left[5] as string, 81, 538, 10),
        item(right[3] as string, 180, 538, 10),
      ]),
    ]);
    expect(ordered.map((line) => line.text)).toEqual([
      'Rhys ap Gruffydd-Jones',
      ...left,
      'About Me',
      ...right,
    ]);
  });

  it('takes a heading set close beside the street as the summary column’s, and the next one too', () => {
    const right = [
      'Controllerin mit Schwerpunkt Konzernreporting und Kostenrechnung. Sie-',
      'ben Jahre Erfahrung in Industrie und Handel, sicher in SAP CO und Power',
      'BI.',
    ];
    // Lines starting at the summary's column, as a page of entries has them.
    const jobs = [
      'Controllerin, Spar Österreich – Zentrale Salzburg, 03.2017–08.2020',
      'Filialcontrolling für 180 Standorte, Budgetierung und Abweichungsanalysen',
      'Prüfungsassistentin, KPMG Austria GmbH, Linz, 09.2015–02.2017',
      'Jahresabschlussprüfungen für Mandanten aus Industrie und Handel',
    ];
    const ordered = linesInReadingOrder([
      page([
        item('Katharina Oberhuber-Lenz', 50, 720, 30),
        item('Mariahilfer Straße 45/12', 50, 600, 10),
        item('Zusammenfassung', 175, 600, 14),
        item('1060 Wien', 50, 588, 10),
        item(right[0] as string, 175, 580, 10),
        item('AT', 50, 575, 10),
        item('+43 660 123 45 67', 64, 566, 10),
        item(right[1] as string, 175, 566, 10),
        item('k.ober@example.at', 64, 552, 10),
        item(right[2] as string, 175, 552, 10),
        item('katharina.oberhuber-lenz@example.at', 64, 538, 10),
        item('katharina-oberhuber', 64, 524, 10),
        item('Berufliche Erfahrung', 175, 524, 14),
        ...jobs.map((job, index) => item(job, 175, 505 - 14 * index, 10)),
      ]),
    ]);
    expect(ordered.map((line) => line.text)).toEqual([
      'Katharina Oberhuber-Lenz',
      'Mariahilfer Straße 45/12',
      '1060 Wien',
      'AT',
      '+43 660 123 45 67',
      'k.ober@example.at',
      'katharina.oberhuber-lenz@example.at',
      'katharina-oberhuber',
      'Zusammenfassung',
      ...right,
      'Berufliche Erfahrung',
      ...jobs,
    ]);
  });
});

describe('skill groups without a skills heading', () => {
  const heading = (text: string) => makeLine(text, { size: 10.5 });
  const tag = (text: string) => makeLine(text, { size: 7.5 });

  it('reads a name in the headings’ style over a list of tags as a group of skills', () => {
    const sections = detectSections(
      stacked([
        makeLine('Lucie Prohaska', { size: 30 }),
        heading('ABOUT'),
        tag('San Francisco, California'),
        heading('BACKEND'),
        tag('EXPRESS'),
        tag('NODE.JS'),
        heading('CLOUD & DEVOPS'),
        tag('DOCKER'),
        tag('KUBERNETES'),
        heading('SUMMARY'),
        tag('UX designer with ten years of experience in fintech and health.'),
      ]),
    );
    const groups = sections.filter((section) => section.type === 'skills');
    expect(groups.map((group) => [group.title, group.lines.map((line) => line.text)])).toEqual([
      ['BACKEND', ['EXPRESS', 'NODE.JS']],
      ['CLOUD & DEVOPS', ['DOCKER', 'KUBERNETES']],
    ]);
  });

  it('leaves a field of study over its courses in its education entry', () => {
    const sections = detectSections(
      stacked([
        heading('EDUCATION'),
        tag('King’s College London'),
        heading('Computer Science'),
        tag('Bachelor of Science'),
        tag('Statistics II'),
        heading('SKILLS'),
        tag('Python'),
      ]),
    );
    expect(sections.map((section) => section.type)).toEqual([undefined, 'education', 'skills']);
  });
});

describe('an activity timeline of jobs and degrees', () => {
  it('reads the employer after "Joined" and a degree entry as a school', () => {
    const { drafts } = buildSections([
      { type: undefined, title: '', lines: [] },
      {
        type: 'experience',
        title: 'Experience activity',
        lines: stacked([
          makeLine('July 2021', { size: 9, bold: true }),
          makeLine('Joined Lemke LLC', { size: 12, x: 70 }),
          makeLine('DevOps Engineer', { size: 15, bold: true, x: 100 }),
          makeLine('Automated month-end closing tasks', { size: 9, x: 113, isBullet: true }),
          makeLine('October 2013', { size: 9, bold: true }),
          makeLine('Finished 1 degree at University of Manchester', { size: 12, x: 70 }),
          makeLine('Bachelor of Arts · Economics', { size: 10.5, x: 82 }),
        ]),
      },
    ]);
    const jobs = drafts.find((draft) => draft.type === 'experience')?.content.experiences;
    const schools = drafts.find((draft) => draft.type === 'education')?.content.education;
    expect(jobs).toEqual([
      expect.objectContaining({ company: 'Lemke LLC', title: 'DevOps Engineer' }),
    ]);
    expect(schools).toEqual([
      expect.objectContaining({
        institution: 'University of Manchester',
        degree: 'Bachelor of Arts',
        field: 'Economics',
        year: '2013',
      }),
    ]);
  });

  it('dates each event by the month above it and reads each job’s end from the next job joined', () => {
    const { drafts, confidence } = buildSections([
      { type: undefined, title: '', lines: [] },
      {
        type: 'experience',
        title: 'Experience activity',
        lines: stacked([
          makeLine('October 2021', { size: 9, bold: true }),
          makeLine('Joined Pouros LLC', { size: 12, x: 70 }),
          makeLine('Business Development Representative', { size: 10.5, x: 82 }),
          makeLine('July 2020', { size: 9, bold: true }),
          makeLine('Joined Barrows, Anderson und Mertz', { size: 12, x: 70 }),
          makeLine('Product Manager', { size: 15, bold: true, x: 100 }),
          makeLine('Finished 1 degree at Universidade do Minho', { size: 12, x: 70 }),
          makeLine('Licenciatura · undefined', { size: 10.5, x: 82 }),
          makeLine('December 2018', { size: 9, bold: true }),
          makeLine('Started 1 project', { size: 12, x: 70 }),
          makeLine('Contas de Casa', { size: 15, bold: true, x: 100 }),
          makeLine('Household budget app shared by 2,000 families.', { size: 10.5, x: 100 }),
        ]),
      },
    ]);
    const content = (type: string) => drafts.find((draft) => draft.type === type)?.content;
    expect(content('experience')?.experiences).toEqual([
      expect.objectContaining({
        company: 'Pouros LLC',
        title: 'Business Development Representative',
        duration: 'Oct 2021 – Present',
      }),
      expect.objectContaining({
        company: 'Barrows, Anderson und Mertz',
        title: 'Product Manager',
        duration: 'Jul 2020 – Oct 2021',
      }),
    ]);
    expect(confidence['sections.experience.1.duration']).toBeLessThan(0.6);
    expect(content('education')?.education).toEqual([
      expect.objectContaining({
        institution: 'Universidade do Minho',
        degree: 'Licenciatura',
        field: '',
        year: '2020',
      }),
    ]);
    expect(content('projects')?.projects).toEqual([
      {
        name: 'Contas de Casa',
        description: 'Household budget app shared by 2,000 families.',
        year: '2018',
        url: '',
      },
    ]);
  });
});

describe('a skills group titled "Languages" beside the languages section', () => {
  it('reads each section named languages on its own: programming languages are skills', () => {
    const { drafts } = buildSections([
      { type: undefined, title: '', lines: [] },
      { type: 'languages', title: 'LANGUAGES', lines: stacked([makeLine('C#'), makeLine('SQL')]) },
      {
        type: 'languages',
        title: 'LANGUAGES',
        lines: stacked([makeLine('Mandarin (Native speaker)'), makeLine('Italian (B2)')]),
      },
    ]);
    const skills = drafts.find((draft) => draft.type === 'skills')?.content;
    const languages = drafts.find((draft) => draft.type === 'languages')?.content.languages;
    expect(Object.values(skills ?? {}).flat()).toEqual(expect.arrayContaining(['C#', 'SQL']));
    expect(languages).toEqual([
      expect.objectContaining({ name: 'Mandarin' }),
      expect.objectContaining({ name: 'Italian' }),
    ]);
  });
});

describe('a job line "Title, Firm" over a line with its town', () => {
  const header = (text: string, dates: string) => makeLine([text, dates]);

  it('joins a date wrapped after its month back to the header', () => {
    const lines = mergeLines(
      stacked([
        header('Responsable RH, région Rhône-Alpes, Moët Hennessy - Louis Vuitton', 'Sept.'),
        makeLine('2019 – présent'),
        makeLine('Lyon'),
      ]),
    );
    expect(lines.map((line) => line.chunks.map((part) => part.text))).toEqual([
      ['Responsable RH, région Rhône-Alpes, Moët Hennessy - Louis Vuitton', 'Sept. 2019 – présent'],
      ['Lyon'],
    ]);
  });

  it('reads the town line as the location and parts title and firm at the right comma', () => {
    const { entries } = readExperience(
      stacked([
        header('Responsable RH, région Rhône-Alpes, Moët Hennessy - Louis Vuitton', '2019 – 2024'),
        makeLine('Lyon'),
        makeLine('Pilotage RH de 650 collaborateurs', { isBullet: true, x: 58 }),
        header('Chargée de développement RH, Crédit Agricole Centre-Est', '2015 – 2019'),
        makeLine("Champagne-au-Mont-d'Or"),
      ]),
    );
    expect(entries.map(({ title, company, location }) => ({ title, company, location }))).toEqual([
      {
        title: 'Responsable RH, région Rhône-Alpes',
        company: 'Moët Hennessy - Louis Vuitton',
        location: 'Lyon',
      },
      {
        title: 'Chargée de développement RH',
        company: 'Crédit Agricole Centre-Est',
        location: "Champagne-au-Mont-d'Or",
      },
    ]);
  });
});

describe('a sidebar heading wrapped over two lines', () => {
  it('reads "COMPÉTENCES" over "LINGUISTIQUES" as the languages heading', () => {
    const heading = (text: string) => makeLine(text, { size: 10, bold: true });
    const sections = detectSections(
      stacked([
        heading('SAVOIR-FAIRE'),
        makeLine('Recrutement', { size: 8.5 }),
        heading('COMPÉTENCES'),
        heading('LINGUISTIQUES'),
        makeLine('Français — Langue maternelle', { size: 8.5 }),
        heading('Diplômes et formation'),
        makeLine('Université Lumière Lyon 2', { size: 8.5 }),
      ]),
    );
    expect(sections.map((section) => section.type)).toEqual([
      undefined,
      'skills',
      'languages',
      'education',
    ]);
  });
});

describe('a sidebar of tags in capitals, one per line', () => {
  it('keeps each line an item though the widest reaches the sidebar’s edge', () => {
    const sidebar = { columnLeft: 54, columnRight: 163, size: 7.5 };
    const lines = mergeLines(
      stacked([
        makeLine('PRZYWÓDZTWO', { ...sidebar, x: 54, right: 110 }),
        makeLine('ZARZĄDZANIE PROJEKTAMI', { ...sidebar, x: 54, right: 160 }),
        makeLine('NEGOCJACJE', { ...sidebar, x: 54, right: 106 }),
      ]).map((line, index) => ({ ...line, y: 500 - 10.5 * index })),
    );
    expect(lines.map((line) => line.text)).toEqual([
      'PRZYWÓDZTWO',
      'ZARZĄDZANIE PROJEKTAMI',
      'NEGOCJACJE',
    ]);
  });
});

describe('contacts beside the name, read after a column', () => {
  it('gives the contact lines above the first heading to the personal details', () => {
    const at = (text: string, x: number, y: number, size = 10.5, column = 1) =>
      makeLine(text, { x, y, size, column });
    const sections = detectSections([
      at('Marcelo di Gaspar', 58, 750, 36, 0),
      at('Gestora de projeto', 58, 700, 15),
      at('Skills', 58, 680, 18),
      at('Python', 61, 660),
      at('Kubernetes', 61, 646),
      at('Interests', 58, 400, 18),
      at('Hiking', 61, 380),
      at('Olhão da Restauração, Braga, Portugal', 367, 745, 10.5, 2),
      at('marcelo.gaspar@icloud.com', 367, 731, 10.5, 2),
      at('+351 253 341 093', 367, 717, 10.5, 2),
      at('Work', 188, 680, 18, 2),
      at('Café Correia   Apr 2021 – Present', 188, 660, 10.5, 2),
    ]);
    const contacts = sections.find((section) => section.type === 'personal_info');
    expect(contacts?.lines.map((line) => line.text)).toEqual([
      'Olhão da Restauração, Braga, Portugal',
      'marcelo.gaspar@icloud.com',
      '+351 253 341 093',
    ]);
    expect(sections.find((section) => section.title === 'Interests')?.lines).toHaveLength(1);
  });
});
