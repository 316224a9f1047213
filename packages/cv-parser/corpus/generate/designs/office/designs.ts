import {
  AlignmentType,
  BorderStyle,
  Document,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type ITableCellBorders,
} from 'docx';
import { formatDate, formatRange, type DateStyle } from '../common/dates.ts';
import {
  certificateLine,
  cityLine,
  degree,
  fullAddress,
  languageLine,
  profileText,
} from '../common/format.ts';
import type { Paper, Source } from '../common/sources.ts';
import { BCP47, heading, LABELS, type SectionKey } from '../common/vocab.ts';

/** Word-processor CVs built as DOCX (converted to PDF by LibreOffice), in four styles. */

export interface OfficeDesign {
  name: string;
  build: (source: Source, paper: Paper) => Document;
}

const PAGE = {
  A4: { width: 11906, height: 16838 },
  Letter: { width: 12240, height: 15840 },
} as const;
const pt = (n: number) => Math.round(n * 2); // half-points
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS: ITableCellBorders = { top: NONE, bottom: NONE, left: NONE, right: NONE };
const TABLE_NO_BORDERS = { ...NO_BORDERS, insideHorizontal: NONE, insideVertical: NONE };

function doc(
  source: Source,
  paper: Paper,
  font: string,
  size: number,
  margin: number,
  children: (Paragraph | Table)[],
): Document {
  return new Document({
    creator: '',
    title: source.resume.basics?.name ?? 'CV',
    styles: {
      default: {
        document: { run: { font, size: pt(size), language: { value: BCP47[source.lang] } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE[paper],
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children,
      },
    ],
  });
}

const p = (
  text: string,
  opts: {
    bold?: boolean;
    italics?: boolean;
    size?: number;
    color?: string;
    after?: number;
    before?: number;
    align?: (typeof AlignmentType)[keyof typeof AlignmentType];
  } = {},
) =>
  new Paragraph({
    alignment: opts.align,
    spacing: { after: opts.after ?? 0, before: opts.before ?? 0 },
    children: [
      new TextRun({
        text,
        bold: opts.bold,
        italics: opts.italics,
        size: opts.size ? pt(opts.size) : undefined,
        color: opts.color,
      }),
    ],
  });

const bullet = (text: string, after = 20) =>
  new Paragraph({ bullet: { level: 0 }, spacing: { after }, children: [new TextRun(text)] });

function cell(
  children: Paragraph[],
  width: number,
  extra: Partial<ConstructorParameters<typeof TableCell>[0]> = {},
): TableCell {
  return new TableCell({
    children: children.length ? children : [new Paragraph('')],
    width: { size: width, type: WidthType.DXA },
    borders: NO_BORDERS,
    ...extra,
  });
}

function textWidth(paper: Paper, margin: number): number {
  return PAGE[paper].width - 2 * margin;
}

// ---------------------------------------------------------------------------------------------
// 1. office-table-dates: a borderless two-column table, dates in the left column, headings in
//    capitals with a rule under them (Liberation Sans ~ Arial).

function tableDates(source: Source, paper: Paper): Document {
  const r = source.resume;
  const b = r.basics ?? {};
  const lang = source.lang;
  const margin = 1134; // 2 cm
  const W = textWidth(paper, margin);
  const left = 2300;
  const ds: DateStyle = 'mm/yyyy';
  const range = (s?: string, e?: string) =>
    formatRange(s, e, lang, { style: ds, sep: ' – ', presentVariant: 0 });
  const out: (Paragraph | Table)[] = [];
  out.push(p(b.name ?? '', { bold: true, size: 22 }));
  if (b.label) out.push(p(b.label, { size: 13, color: '555555', after: 80 }));
  const contact = [
    fullAddress(b.location),
    b.phone,
    b.email,
    b.url,
    ...(b.profiles ?? []).map(profileText),
  ].filter(Boolean) as string[];
  out.push(p(contact.join('  ·  '), { size: 9, after: 120 }));
  const head = (k: SectionKey) =>
    out.push(
      new Paragraph({
        spacing: { before: 240, after: 100 },
        keepNext: true,
        border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '2F5496', space: 1 } },
        children: [
          new TextRun({
            text: heading(lang, k, 1).toUpperCase(),
            bold: true,
            color: '2F5496',
            size: pt(11),
          }),
        ],
      }),
    );
  const rows = (list: { left: string; right: Paragraph[] }[]) =>
    out.push(
      new Table({
        width: { size: W, type: WidthType.DXA },
        columnWidths: [left, W - left],
        borders: TABLE_NO_BORDERS,
        rows: list.map(
          (x) =>
            new TableRow({
              children: [
                cell([p(x.left, { color: '444444', after: 80 })], left),
                cell(x.right, W - left),
              ],
            }),
        ),
      }),
    );
  if (b.summary) {
    head('summary');
    out.push(p(b.summary, { after: 60 }));
  }
  if (r.work?.length) {
    head('work');
    rows(
      r.work.map((w) => ({
        left: range(w.startDate, w.endDate),
        right: [
          p(w.position ?? '', { bold: true }),
          p([w.name, w.location].filter(Boolean).join(', '), { italics: true, after: 40 }),
          ...(w.summary ? [p(w.summary, { after: 40 })] : []),
          ...(w.highlights ?? []).map((h) => bullet(h)),
          p('', { after: 60 }),
        ],
      })),
    );
  }
  if (r.education?.length) {
    head('education');
    rows(
      r.education.map((e) => ({
        left: range(e.startDate, e.endDate),
        right: [
          p(degree(e, 'comma', lang), { bold: true }),
          p(e.institution ?? ''),
          ...(e.score ? [p(e.score)] : []),
          ...(e.courses?.length
            ? [p(`${LABELS[lang].courses}: ${e.courses.join(', ')}`, { size: 9, color: '444444' })]
            : []),
          p('', { after: 60 }),
        ],
      })),
    );
  }
  if (r.skills?.length) {
    head('skills');
    rows(
      r.skills.map((s) => ({
        left: s.name ?? '',
        right: [p((s.keywords ?? []).join(', ') || (s.level ?? ''), { after: 60 })],
      })),
    );
  }
  if (r.languages?.length) {
    head('languages');
    rows(
      r.languages.map((l) => ({
        left: l.language ?? '',
        right: [p(l.fluency ?? '', { after: 40 })],
      })),
    );
  }
  if (r.certificates?.length) {
    head('certificates');
    rows(
      r.certificates.map((c) => ({
        left: formatDate(c.date, lang, ds),
        right: [p(certificateLine(c, ', '), { after: 60 })],
      })),
    );
  }
  if (r.projects?.length) {
    head('projects');
    rows(
      r.projects.map((x) => ({
        left: range(x.startDate, x.endDate),
        right: [
          p(x.name ?? '', { bold: true }),
          ...(x.description ? [p(x.description)] : []),
          ...(x.url ? [p(x.url, { color: '2F5496' })] : []),
          p('', { after: 60 }),
        ],
      })),
    );
  }
  if (r.awards?.length) {
    head('awards');
    rows(
      r.awards.map((a) => ({
        left: formatDate(a.date, lang, ds),
        right: [p([a.title, a.awarder].filter(Boolean).join(', '), { after: 60 })],
      })),
    );
  }
  return doc(source, paper, 'Liberation Sans', 10, margin, out);
}

// ---------------------------------------------------------------------------------------------
// 2. office-classic: one column, serif, centred name, bold headings, "Position, Company" with the
//    dates tabbed to the right margin, bullets (Liberation Serif ~ Times New Roman).

function classic(source: Source, paper: Paper): Document {
  const r = source.resume;
  const b = r.basics ?? {};
  const lang = source.lang;
  const margin = 1247; // 2.2 cm
  const W = textWidth(paper, margin);
  const range = (s?: string, e?: string) =>
    formatRange(s, e, lang, { style: 'mon yyyy', sep: ' – ', presentVariant: 1, capitalise: true });
  const out: Paragraph[] = [];
  out.push(p(b.name ?? '', { bold: true, size: 20, align: AlignmentType.CENTER }));
  if (b.label) out.push(p(b.label, { italics: true, size: 12, align: AlignmentType.CENTER }));
  const contact = [
    cityLine(b.location),
    b.phone,
    b.email,
    ...(b.profiles ?? []).map(profileText),
  ].filter(Boolean) as string[];
  out.push(p(contact.join(' | '), { size: 10, align: AlignmentType.CENTER, after: 160 }));
  const head = (k: SectionKey) =>
    out.push(
      new Paragraph({
        spacing: { before: 200, after: 80 },
        keepNext: true,
        children: [
          new TextRun({ text: heading(lang, k, 0), bold: true, size: pt(13), smallCaps: true }),
        ],
      }),
    );
  const entry = (left: string, dates: string, sub?: string) => {
    out.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: 100 },
        tabStops: [{ type: TabStopType.RIGHT, position: W }],
        children: [
          new TextRun({ text: left, bold: true }),
          new TextRun({ text: dates ? `\t${dates}` : '' }),
        ],
      }),
    );
    if (sub) out.push(p(sub, { italics: true }));
  };
  if (b.summary) {
    head('summary');
    out.push(p(b.summary));
  }
  if (r.work?.length) {
    head('work');
    for (const w of r.work) {
      entry(
        [w.position, w.name].filter(Boolean).join(', '),
        range(w.startDate, w.endDate),
        w.location,
      );
      if (w.summary) out.push(p(w.summary));
      for (const h of w.highlights ?? []) out.push(bullet(h));
    }
  }
  if (r.education?.length) {
    head('education');
    for (const e of r.education) {
      entry(
        e.institution ?? '',
        range(e.startDate, e.endDate),
        [degree(e, 'in', lang), e.score].filter(Boolean).join(' — '),
      );
    }
  }
  if (r.skills?.length) {
    head('skills');
    for (const s of r.skills)
      out.push(
        new Paragraph({
          children: [
            new TextRun({ text: `${s.name}: `, bold: true }),
            new TextRun((s.keywords ?? []).join(', ') || (s.level ?? '')),
          ],
        }),
      );
  }
  if (r.projects?.length) {
    head('projects');
    for (const x of r.projects) {
      entry(x.name ?? '', range(x.startDate, x.endDate), x.url);
      if (x.description) out.push(p(x.description));
      for (const h of x.highlights ?? []) out.push(bullet(h));
    }
  }
  if (r.certificates?.length) {
    head('certificates');
    for (const c of r.certificates)
      out.push(
        bullet(
          `${certificateLine(c, ', ')}${c.date ? ` (${formatDate(c.date, lang, 'mon yyyy')})` : ''}`,
        ),
      );
  }
  if (r.awards?.length) {
    head('awards');
    for (const a of r.awards)
      out.push(
        bullet(
          [a.title, a.awarder, formatDate(a.date, lang, 'mon yyyy')].filter(Boolean).join(', '),
        ),
      );
  }
  if (r.languages?.length) {
    head('languages');
    out.push(p(r.languages.map((l) => languageLine(l, ' (') + (l.fluency ? ')' : '')).join(', ')));
  }
  return doc(source, paper, 'Liberation Serif', 11, margin, out);
}

// ---------------------------------------------------------------------------------------------
// 3. office-sidebar: one table row of two cells, a shaded sidebar on the left (contact, skills,
//    languages, certificates), the main column on the right (DejaVu Sans).

function sidebar(source: Source, paper: Paper): Document {
  const r = source.resume;
  const b = r.basics ?? {};
  const lang = source.lang;
  const margin = 720;
  const W = textWidth(paper, margin);
  const left = Math.round(W * 0.32);
  const accent = '1E6B52';
  const range = (s?: string, e?: string) =>
    formatRange(s, e, lang, { style: 'yyyy-mm', sep: ' – ', presentVariant: 2 });
  const side: Paragraph[] = [];
  const main: Paragraph[] = [];
  const sideHead = (k: SectionKey) =>
    side.push(
      p(heading(lang, k, 2).toUpperCase(), {
        bold: true,
        color: accent,
        before: 200,
        after: 60,
        size: 10,
      }),
    );
  const mainHead = (k: SectionKey) =>
    main.push(
      p(heading(lang, k, 2), { bold: true, color: accent, before: 220, after: 80, size: 13 }),
    );
  side.push(p(b.name ?? '', { bold: true, size: 17, color: accent, after: 60 }));
  if (b.label) side.push(p(b.label, { size: 10, after: 120 }));
  sideHead('contact');
  for (const line of [
    b.location?.address,
    cityLine(b.location),
    b.phone,
    b.email,
    b.url,
    ...(b.profiles ?? []).map(profileText),
  ]) {
    if (line) side.push(p(line, { size: 8.5, after: 30 }));
  }
  if (r.skills?.length) {
    sideHead('skills');
    for (const s of r.skills) {
      side.push(p(s.name ?? '', { bold: true, size: 8.5 }));
      for (const k of s.keywords ?? []) side.push(p(`• ${k}`, { size: 8.5 }));
      side.push(p('', { size: 4 }));
    }
  }
  if (r.languages?.length) {
    sideHead('languages');
    for (const l of r.languages) side.push(p(languageLine(l, ' — '), { size: 8.5, after: 30 }));
  }
  if (r.certificates?.length) {
    sideHead('certificates');
    for (const c of r.certificates) {
      side.push(p(c.name ?? '', { size: 8.5 }));
      side.push(
        p([c.issuer, formatDate(c.date, lang, 'yyyy-mm')].filter(Boolean).join(' · '), {
          size: 8,
          italics: true,
          after: 60,
          color: '555555',
        }),
      );
    }
  }
  if (b.summary) {
    mainHead('summary');
    main.push(p(b.summary, { size: 9.5 }));
  }
  if (r.work?.length) {
    mainHead('work');
    for (const w of r.work) {
      main.push(p(range(w.startDate, w.endDate), { size: 8.5, color: '777777', before: 100 }));
      main.push(p(w.position ?? '', { bold: true, size: 10 }));
      main.push(
        p([w.name, w.location].filter(Boolean).join(' | '), {
          size: 9.5,
          color: accent,
          after: 40,
        }),
      );
      if (w.summary) main.push(p(w.summary, { size: 9.5 }));
      for (const h of w.highlights ?? [])
        main.push(
          new Paragraph({
            bullet: { level: 0 },
            children: [new TextRun({ text: h, size: pt(9.5) })],
          }),
        );
    }
  }
  if (r.education?.length) {
    mainHead('education');
    for (const e of r.education) {
      main.push(p(range(e.startDate, e.endDate), { size: 8.5, color: '777777', before: 80 }));
      main.push(p(degree(e, 'paren', lang), { bold: true, size: 10 }));
      main.push(p([e.institution, e.score].filter(Boolean).join(' | '), { size: 9.5 }));
    }
  }
  if (r.projects?.length) {
    mainHead('projects');
    for (const x of r.projects) {
      main.push(p(x.name ?? '', { bold: true, size: 10, before: 80 }));
      if (x.description) main.push(p(x.description, { size: 9.5 }));
      if (x.url) main.push(p(x.url, { size: 9, color: accent }));
    }
  }
  if (r.awards?.length) {
    mainHead('awards');
    for (const a of r.awards)
      main.push(
        p([a.title, a.awarder, formatDate(a.date, lang, 'yyyy-mm')].filter(Boolean).join(', '), {
          size: 9.5,
        }),
      );
  }
  const table = new Table({
    width: { size: W, type: WidthType.DXA },
    columnWidths: [left, W - left],
    borders: TABLE_NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          cell(side, left, {
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E8F0EC' },
            margins: { left: 180, right: 180, top: 180, bottom: 180 },
          }),
          cell(main, W - left, {
            margins: { left: 300, right: 60, top: 60 },
            verticalAlign: VerticalAlign.TOP,
          }),
        ],
      }),
    ],
  });
  return doc(source, paper, 'DejaVu Sans', 9.5, margin, [table]);
}

// ---------------------------------------------------------------------------------------------
// 4. office-europass: the Europass-like two-column grid, grey right-aligned labels on the left,
//    blue section rows, "[ 03/2019 – Current ]" style dates (Liberation Sans).

function europassLike(source: Source, paper: Paper): Document {
  const r = source.resume;
  const b = r.basics ?? {};
  const lang = source.lang;
  const margin = 850;
  const W = textWidth(paper, margin);
  const left = 2700;
  const blue = '0E4194';
  const range = (s?: string, e?: string) =>
    formatRange(s, e, lang, { style: 'mm/yyyy', sep: ' – ', presentVariant: 3 });
  const rows: TableRow[] = [];
  const row = (label: string, right: Paragraph[]) =>
    rows.push(
      new TableRow({
        children: [
          cell(
            [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [new TextRun({ text: label, color: '595959', size: pt(8.5) })],
              }),
            ],
            left,
            { margins: { right: 200 } },
          ),
          cell(right, W - left),
        ],
      }),
    );
  const section = (k: SectionKey) =>
    rows.push(
      new TableRow({
        children: [
          cell([p('', { before: 160 })], left),
          cell(
            [
              new Paragraph({
                spacing: { before: 160, after: 60 },
                border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: blue, space: 1 } },
                children: [
                  new TextRun({
                    text: heading(lang, k, 3).toUpperCase(),
                    bold: true,
                    color: blue,
                    size: pt(10.5),
                  }),
                ],
              }),
            ],
            W - left,
          ),
        ],
      }),
    );
  rows.push(
    new TableRow({
      children: [
        cell([p('')], left),
        cell([p(b.name ?? '', { bold: true, size: 18, color: blue, after: 60 })], W - left),
      ],
    }),
  );
  const loc = fullAddress(b.location);
  if (loc) row('', [p(loc, { size: 9.5 })]);
  if (b.phone) row('', [p(b.phone, { size: 9.5 })]);
  if (b.email) row('', [p(b.email, { size: 9.5 })]);
  for (const pr of b.profiles ?? []) row(pr.network ?? '', [p(profileText(pr), { size: 9.5 })]);
  if (b.label) row('', [p(b.label, { bold: true, size: 11, before: 120 })]);
  if (b.summary) {
    section('summary');
    row('', [p(b.summary, { size: 9.5 })]);
  }
  if (r.work?.length) {
    section('work');
    for (const w of r.work) {
      row(`[ ${range(w.startDate, w.endDate)} ]`, [
        p(w.position ?? '', { bold: true, size: 10.5, before: 80 }),
        p([w.name, w.location].filter(Boolean).join(' – '), { size: 9.5, color: blue }),
        ...(w.summary ? [p(w.summary, { size: 9.5 })] : []),
        ...(w.highlights ?? []).map(
          (h) =>
            new Paragraph({
              bullet: { level: 0 },
              children: [new TextRun({ text: h, size: pt(9.5) })],
            }),
        ),
      ]);
    }
  }
  if (r.education?.length) {
    section('education');
    for (const e of r.education) {
      row(`[ ${range(e.startDate, e.endDate)} ]`, [
        p(degree(e, 'comma', lang), { bold: true, size: 10.5, before: 80 }),
        p(e.institution ?? '', { size: 9.5, color: blue }),
        ...(e.score ? [p(e.score, { size: 9.5 })] : []),
      ]);
    }
  }
  if (r.languages?.length) {
    section('languages');
    for (const l of r.languages) row(l.language ?? '', [p(l.fluency ?? '', { size: 9.5 })]);
  }
  if (r.skills?.length) {
    section('skills');
    for (const s of r.skills)
      row(s.name ?? '', [p((s.keywords ?? []).join(' | ') || (s.level ?? ''), { size: 9.5 })]);
  }
  if (r.certificates?.length) {
    section('certificates');
    for (const c of r.certificates)
      row(formatDate(c.date, lang, 'mm/yyyy'), [
        p(c.name ?? '', { size: 9.5, bold: true }),
        ...(c.issuer ? [p(c.issuer, { size: 9.5 })] : []),
      ]);
  }
  if (r.projects?.length) {
    section('projects');
    for (const x of r.projects) {
      row(`[ ${range(x.startDate, x.endDate)} ]`, [
        p(x.name ?? '', { bold: true, size: 10 }),
        ...(x.description ? [p(x.description, { size: 9.5 })] : []),
        ...(x.url ? [p(x.url, { size: 9.5, color: blue })] : []),
      ]);
    }
  }
  if (r.awards?.length) {
    section('awards');
    for (const a of r.awards)
      row(formatDate(a.date, lang, 'mm/yyyy'), [
        p([a.title, a.awarder].filter(Boolean).join(', '), { size: 9.5 }),
      ]);
  }
  return doc(source, paper, 'Liberation Sans', 9.5, margin, [
    new Table({
      width: { size: W, type: WidthType.DXA },
      columnWidths: [left, W - left],
      borders: TABLE_NO_BORDERS,
      rows,
    }),
  ]);
}

export const officeDesigns: OfficeDesign[] = [
  { name: 'office-table-dates', build: tableDates },
  { name: 'office-classic', build: classic },
  { name: 'office-sidebar', build: sidebar },
  { name: 'office-europass', build: europassLike },
];
