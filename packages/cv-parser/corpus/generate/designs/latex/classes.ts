import { formatDate, formatRange } from '../common/dates.ts';
import {
  certificateLine,
  cityLine,
  degree,
  fullAddress,
  languageLine,
  profileText,
} from '../common/format.ts';
import type { CorpusResume, Paper, Source } from '../common/sources.ts';
import { BABEL, heading, type Lang, type SectionKey } from '../common/vocab.ts';
import { latinFont, PDFTEX_TEXT, type LatexDesign } from './design.ts';
import { tex, texUrl } from './tex.ts';

/** Two more CV packages from TeX Live: currvita (labelled lists) and simplecv (topic lists). */

function babel(lang: Lang): string {
  const opt = lang === 'es' ? ',es-noshorthands,es-nolayout' : '';
  return (
    `\\usepackage[${BABEL[lang]}${opt}]{babel}` +
    (lang === 'fr' ? '\n\\frenchsetup{StandardLists=true}' : '')
  );
}

interface Item {
  label: string;
  body: string;
}

/** Every section as a list of labelled items, in the order both classes print them. */
function sections(
  r: CorpusResume,
  lang: Lang,
  variant: number,
  style: 'mon yyyy' | 'mm.yyyy',
  presentVariant: number,
): { key: SectionKey; title: string; items: Item[] }[] {
  const range = (s?: string, e?: string) =>
    tex(formatRange(s, e, lang, { style, sep: ' -- ', presentVariant }));
  const out: { key: SectionKey; title: string; items: Item[] }[] = [];
  const add = (key: SectionKey, items: Item[]) =>
    items.length && out.push({ key, title: tex(heading(lang, key, variant)), items });
  const b = r.basics ?? {};
  if (b.summary) add('summary', [{ label: '', body: tex(b.summary) }]);
  add(
    'work',
    (r.work ?? []).map((w) => ({
      label: range(w.startDate, w.endDate),
      body: [
        `\\textbf{${tex(w.position)}}\\\\ ${tex([w.name, w.location].filter(Boolean).join(', '))}`,
        w.summary ? `\\\\ ${tex(w.summary)}` : '',
        w.highlights?.length
          ? `\n\\begin{itemize}\\setlength{\\itemsep}{0pt}\n${w.highlights.map((h) => `\\item ${tex(h)}`).join('\n')}\n\\end{itemize}`
          : '',
      ].join(''),
    })),
  );
  add(
    'education',
    (r.education ?? []).map((e) => ({
      label: range(e.startDate, e.endDate),
      body: `\\textbf{${tex(degree(e, 'comma', lang))}}\\\\ ${tex(e.institution)}${e.score ? ` (${tex(e.score)})` : ''}`,
    })),
  );
  add(
    'skills',
    (r.skills ?? []).map((s) => ({
      label: tex(s.name),
      body: (s.keywords ?? []).map(tex).join(', ') || tex(s.level),
    })),
  );
  add(
    'languages',
    (r.languages ?? []).map((l) => ({ label: tex(l.language), body: tex(l.fluency) })),
  );
  add(
    'certificates',
    (r.certificates ?? []).map((c) => ({
      label: tex(formatDate(c.date, lang, style)),
      body: tex(certificateLine(c, ', ')),
    })),
  );
  add(
    'projects',
    (r.projects ?? []).map((p) => ({
      label: range(p.startDate, p.endDate),
      body: `\\textbf{${tex(p.name)}}${p.description ? `\\\\ ${tex(p.description)}` : ''}${p.url ? `\\\\ \\url{${texUrl(p.url)}}` : ''}`,
    })),
  );
  add(
    'awards',
    (r.awards ?? []).map((a) => ({
      label: tex(formatDate(a.date, lang, style)),
      body: tex([a.title, a.awarder].filter(Boolean).join(', ')),
    })),
  );
  return out;
}

function renderCurrvita(source: Source, paper: Paper): string {
  const r = source.resume;
  const b = r.basics ?? {};
  const contact = [
    fullAddress(b.location),
    b.phone,
    b.email,
    b.url,
    ...(b.profiles ?? []).map(profileText),
  ].filter(Boolean) as string[];
  const L = [
    `\\documentclass[${paper === 'A4' ? 'a4paper' : 'letterpaper'},11pt]{article}`,
    PDFTEX_TEXT,
    latinFont(source.lang, '\\usepackage{mathptmx}'),
    `\\usepackage[${paper === 'A4' ? 'a4paper' : 'letterpaper'},margin=2.3cm]{geometry}`,
    babel(source.lang),
    '\\usepackage[NoDate,LabelsAligned]{currvita}',
    '\\usepackage{url}',
    '\\setlength{\\cvlabelwidth}{3.4cm}',
    '\\renewcommand*{\\cvheadingfont}{\\LARGE\\bfseries}',
    '\\renewcommand*{\\cvlistheadingfont}{\\large\\bfseries\\scshape}',
    '\\renewcommand*{\\cvlabelfont}{\\small}',
    '\\pagestyle{empty}',
    '\\begin{document}',
    `\\begin{cv}{${tex(b.name)}${b.label ? `\\\\[2pt]{\\normalsize\\mdseries ${tex(b.label)}}` : ''}}`,
    `\\begin{cvlist}{}`,
    ...contact.map((c) => `\\item ${tex(c)}`),
    '\\end{cvlist}',
  ];
  for (const s of sections(r, source.lang, 1, 'mm.yyyy', 1)) {
    L.push(
      `\\begin{cvlist}{${s.title}}`,
      ...s.items.map((i) => `\\item${i.label ? `[${i.label}]` : ''} ${i.body}`),
      '\\end{cvlist}',
    );
  }
  L.push('\\end{cv}', '\\end{document}', '');
  return L.join('\n');
}

function renderSimplecv(source: Source, paper: Paper): string {
  const r = source.resume;
  const b = r.basics ?? {};
  const loc = b.location;
  const left = [loc?.address, cityLine(loc)]
    .filter(Boolean)
    .map((x) => tex(x))
    .join('\\\\');
  const right = [b.phone, b.email, ...(b.profiles ?? []).map(profileText)]
    .filter(Boolean)
    .map((x) => tex(x))
    .join('\\\\');
  const L = [
    `\\documentclass[${paper === 'A4' ? 'a4paper' : 'letterpaper'},10pt,sf]{simplecv}`,
    PDFTEX_TEXT,
    latinFont(source.lang, '\\usepackage[scaled=0.92]{helvet}'),
    '\\renewcommand{\\familydefault}{\\sfdefault}',
    `\\usepackage[${paper === 'A4' ? 'a4paper' : 'letterpaper'},margin=2cm]{geometry}`,
    babel(source.lang),
    '\\usepackage{url}',
    `\\title{${tex(b.name)}}`,
    `\\leftheader{${left}}`,
    `\\rightheader[r]{${right}}`,
    '\\pagestyle{empty}',
    '\\begin{document}',
    '\\maketitle',
  ];
  if (b.label) L.push(`\\begin{center}\\large ${tex(b.label)}\\end{center}`);
  for (const s of sections(r, source.lang, 2, 'mon yyyy', 3)) {
    L.push(`\\section{${s.title}}`);
    if (s.key === 'summary') {
      L.push(s.items[0]!.body);
      continue;
    }
    if (s.key === 'languages') {
      L.push(r.languages!.map((l) => tex(languageLine(l, ' -- '))).join(', '));
      continue;
    }
    L.push('\\begin{topic}', ...s.items.map((i) => `\\item[${i.label}] ${i.body}`), '\\end{topic}');
  }
  L.push('\\end{document}', '');
  return L.join('\n');
}

export const classDesigns: LatexDesign[] = [
  { name: 'latex-currvita', render: renderCurrvita },
  { name: 'latex-simplecv', render: renderSimplecv },
];
