import { formatDate, formatRange, type DateStyle } from '../common/dates.ts';
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

/** Plain `article` CVs of the kind people write by hand, in three different styles. */

function babel(lang: Lang): string {
  const opt = lang === 'es' ? ',es-noshorthands,es-nolayout' : '';
  return (
    `\\usepackage[${BABEL[lang]}${opt}]{babel}` +
    (lang === 'fr' ? '\n\\frenchsetup{StandardLists=true}' : '')
  );
}

function geometry(paper: Paper, margin: string): string {
  return `\\usepackage[${paper === 'A4' ? 'a4paper' : 'letterpaper'},margin=${margin}]{geometry}`;
}

function bullets(items: string[] | undefined, opts = 'nosep,leftmargin=1.2em'): string {
  if (!items?.length) return '';
  return `\\begin{itemize}[${opts}]\n${items.map((i) => `  \\item ${tex(i)}`).join('\n')}\n\\end{itemize}`;
}

function contactBits(r: CorpusResume, withAddress: boolean): string[] {
  const b = r.basics ?? {};
  const bits: string[] = [];
  const loc = withAddress ? fullAddress(b.location) : cityLine(b.location);
  if (loc) bits.push(tex(loc));
  if (b.phone) bits.push(tex(b.phone));
  if (b.email) bits.push(`\\href{mailto:${texUrl(b.email)}}{${tex(b.email)}}`);
  if (b.url) bits.push(`\\url{${texUrl(b.url)}}`);
  for (const p of b.profiles ?? []) if (p.url || p.username) bits.push(tex(profileText(p)));
  return bits;
}

type Section = { key: SectionKey; body: string };

// ---------------------------------------------------------------------------------------------
// 1. Tabular: dates in a left column, Charter, centred header, ruled section titles (pdfLaTeX).

function renderTabular(source: Source, paper: Paper): string {
  const r = source.resume;
  const b = r.basics ?? {};
  const lang = source.lang;
  const ds: DateStyle = 'mon yyyy';
  const range = (s?: string, e?: string) =>
    tex(formatRange(s, e, lang, { style: ds, sep: ' -- ', presentVariant: 0 }));
  const row = (left: string, right: string) => `${left} & ${right} \\\\[3pt]`;
  const sections: Section[] = [];
  if (b.summary) sections.push({ key: 'summary', body: tex(b.summary) });
  if (r.work?.length) {
    sections.push({
      key: 'work',
      body: table(
        r.work.map((w) =>
          row(
            range(w.startDate, w.endDate),
            `\\textbf{${tex(w.position)}}\\newline ${tex(w.name)}${w.location ? `, ${tex(w.location)}` : ''}${w.summary ? `\\newline ${tex(w.summary)}` : ''}${(w.highlights ?? []).map((x) => `\\newline\\hspace*{0.6em}\\textbullet~${tex(x)}`).join('')}`,
          ),
        ),
      ),
    });
  }
  if (r.education?.length) {
    sections.push({
      key: 'education',
      body: table(
        r.education.map((e) =>
          row(
            range(e.startDate, e.endDate),
            `\\textbf{${tex(degree(e, 'in', lang))}}\\newline ${tex(e.institution)}${e.score ? ` -- ${tex(e.score)}` : ''}`,
          ),
        ),
      ),
    });
  }
  if (r.skills?.length)
    sections.push({
      key: 'skills',
      body: table(
        r.skills.map((s) =>
          row(`\\textit{${tex(s.name)}}`, (s.keywords ?? []).map(tex).join(', ') || tex(s.level)),
        ),
      ),
    });
  if (r.languages?.length)
    sections.push({
      key: 'languages',
      body: table(r.languages.map((l) => row(tex(l.language), tex(l.fluency)))),
    });
  if (r.certificates?.length)
    sections.push({
      key: 'certificates',
      body: table(
        r.certificates.map((c) =>
          row(tex(formatDate(c.date, lang, ds)), tex(certificateLine(c, ', '))),
        ),
      ),
    });
  if (r.projects?.length) {
    sections.push({
      key: 'projects',
      body: table(
        r.projects.map((p) =>
          row(
            range(p.startDate, p.endDate),
            `\\textbf{${tex(p.name)}}${p.description ? `\\newline ${tex(p.description)}` : ''}${p.url ? `\\newline \\url{${texUrl(p.url)}}` : ''}`,
          ),
        ),
      ),
    });
  }
  if (r.awards?.length)
    sections.push({
      key: 'awards',
      body: table(
        r.awards.map((a) =>
          row(
            tex(formatDate(a.date, lang, ds)),
            tex([a.title, a.awarder].filter(Boolean).join(', ')),
          ),
        ),
      ),
    });

  return [
    '\\documentclass[10pt]{article}',
    PDFTEX_TEXT,
    latinFont(lang, '\\usepackage{charter}'),
    geometry(paper, '2cm'),
    babel(lang),
    '\\usepackage{tabularx,enumitem,titlesec,xcolor}',
    '\\usepackage[hidelinks]{hyperref}',
    '\\titleformat{\\section}{\\large\\bfseries}{}{0pt}{}[\\titlerule]',
    '\\titlespacing*{\\section}{0pt}{10pt}{6pt}',
    '\\pagestyle{empty}\\setlength{\\parindent}{0pt}',
    '\\begin{document}',
    '\\begin{center}',
    `{\\LARGE\\bfseries ${tex(b.name)}}\\\\[2pt]`,
    b.label ? `{\\large ${tex(b.label)}}\\\\[4pt]` : '',
    contactBits(r, true).join(' \\textbar{} '),
    '\\end{center}',
    ...sections.map((s) => `\\section*{${tex(heading(lang, s.key, 0))}}\n${s.body}`),
    '\\end{document}',
    '',
  ].join('\n');

  function table(rows: string[]): string {
    return `\\begin{tabularx}{\\textwidth}{@{}>{\\raggedright}p{3.2cm}X@{}}\n${rows.join('\n')}\n\\end{tabularx}`;
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Compact "résumé" with small-caps headings over a rule, two-line entry headers
//    (company and location, then position and dates), XeLaTeX with Latin Modern.

function renderCompact(source: Source, paper: Paper): string {
  const r = source.resume;
  const b = r.basics ?? {};
  const lang = source.lang;
  const range = (s?: string, e?: string) =>
    tex(
      formatRange(s, e, lang, {
        style: 'month yyyy',
        sep: ' – ',
        presentVariant: 1,
        capitalise: true,
      }),
    );
  const head = (top: string, topRight: string, bottom: string, bottomRight: string) =>
    `\\noindent\\textbf{${top}} \\hfill ${topRight}\\\\\n\\textit{${bottom}} \\hfill \\textit{${bottomRight}}\\par`;
  const out: string[] = [];
  const sec = (k: SectionKey) => out.push(`\\section{${tex(heading(lang, k, 2))}}`);
  if (b.summary) {
    sec('summary');
    out.push(tex(b.summary));
  }
  if (r.work?.length) {
    sec('work');
    for (const w of r.work) {
      out.push(head(tex(w.name), tex(w.location), tex(w.position), range(w.startDate, w.endDate)));
      if (w.summary) out.push(`\\small ${tex(w.summary)}\\normalsize`);
      out.push(
        bullets(w.highlights, 'nosep,leftmargin=1.5em,topsep=1pt,label=\\textbullet'),
        '\\vspace{4pt}',
      );
    }
  }
  if (r.education?.length) {
    sec('education');
    for (const e of r.education) {
      out.push(
        head(
          tex(e.institution),
          e.score ? tex(e.score) : '',
          tex(degree(e, 'comma', lang)),
          range(e.startDate, e.endDate),
        ),
        bullets(e.courses, 'nosep,leftmargin=1.5em,topsep=1pt,label=\\textbullet'),
        '\\vspace{4pt}',
      );
    }
  }
  if (r.projects?.length) {
    sec('projects');
    for (const p of r.projects) {
      out.push(
        `\\noindent\\textbf{${tex(p.name)}}${p.url ? ` \\textbar{} \\url{${texUrl(p.url)}}` : ''} \\hfill \\textit{${range(p.startDate, p.endDate)}}\\par`,
      );
      if (p.description) out.push(`${tex(p.description)}\\par`);
      out.push(bullets(p.highlights), '\\vspace{4pt}');
    }
  }
  if (r.skills?.length) {
    sec('skills');
    out.push(
      r.skills
        .map(
          (s) =>
            `\\textbf{${tex(s.name)}:} ${(s.keywords ?? []).map(tex).join(', ') || tex(s.level)}`,
        )
        .join('\\\\\n'),
    );
  }
  if (r.certificates?.length) {
    sec('certificates');
    out.push(
      bullets(
        r.certificates.map(
          (c) =>
            `${certificateLine(c, ' — ')}${c.date ? ` (${formatDate(c.date, lang, 'month yyyy')})` : ''}`,
        ),
      ),
    );
  }
  if (r.awards?.length) {
    sec('awards');
    out.push(
      bullets(
        r.awards.map((a) =>
          [a.title, a.awarder, formatDate(a.date, lang, 'month yyyy')].filter(Boolean).join(', '),
        ),
      ),
    );
  }
  if (r.languages?.length) {
    sec('languages');
    out.push(r.languages.map((l) => tex(languageLine(l, ': '))).join(' \\quad\\textbullet\\quad '));
  }
  return [
    '\\documentclass[10.5pt]{article}',
    '\\usepackage{fontspec}',
    geometry(paper, '1.8cm'),
    babel(lang),
    '\\usepackage{enumitem,titlesec,xcolor}',
    '\\usepackage[hidelinks]{hyperref}',
    '\\titleformat{\\section}{\\scshape\\large\\raggedright}{}{0em}{}[\\vspace{-4pt}\\rule{\\textwidth}{0.6pt}]',
    '\\titlespacing*{\\section}{0pt}{8pt}{5pt}',
    '\\pagestyle{plain}\\setlength{\\parindent}{0pt}',
    '\\begin{document}',
    '\\begin{center}',
    `{\\Huge\\scshape ${tex(b.name)}}\\\\[4pt]`,
    `\\small ${contactBits(r, false).join(' $|$ ')}`,
    '\\end{center}',
    b.label ? `\\begin{center}\\textit{${tex(b.label)}}\\end{center}` : '',
    ...out,
    '\\end{document}',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// 3. Two columns (paracol): a grey sidebar with contact, skills, languages and certificates;
//    the main column with profile, experience, education, projects (XeLaTeX, DejaVu Sans).

function renderTwoColumn(source: Source, paper: Paper): string {
  const r = source.resume;
  const b = r.basics ?? {};
  const lang = source.lang;
  const range = (s?: string, e?: string) =>
    tex(formatRange(s, e, lang, { style: 'mm/yyyy', sep: ' – ', presentVariant: 2 }));
  const side: string[] = [];
  const main: string[] = [];
  const sideHead = (k: SectionKey) => side.push(`\\sidehead{${tex(heading(lang, k, 3))}}`);
  const mainHead = (k: SectionKey) => main.push(`\\mainhead{${tex(heading(lang, k, 3))}}`);
  sideHead('contact');
  const loc = b.location;
  if (loc?.address) side.push(`${tex(loc.address)}\\\\`);
  if (loc) side.push(`${tex(cityLine(loc))}\\\\[3pt]`);
  if (b.phone) side.push(`${tex(b.phone)}\\\\`);
  if (b.email) side.push(`${tex(b.email)}\\\\`);
  if (b.url) side.push(`${tex(b.url.replace(/^https?:\/\//, ''))}\\\\`);
  for (const p of b.profiles ?? []) side.push(`${tex(p.network)}: ${tex(p.username)}\\\\`);
  if (r.skills?.length) {
    sideHead('skills');
    for (const s of r.skills)
      side.push(
        `\\textbf{${tex(s.name)}}\\\\ ${(s.keywords ?? []).map(tex).join(', ') || tex(s.level)}\\\\[3pt]`,
      );
  }
  if (r.languages?.length) {
    sideHead('languages');
    for (const l of r.languages)
      side.push(
        `${tex(l.language)}${l.fluency ? ` \\textcolor{gray}{(${tex(l.fluency)})}` : ''}\\\\`,
      );
  }
  if (r.certificates?.length) {
    sideHead('certificates');
    for (const c of r.certificates)
      side.push(
        `${tex(c.name)}\\\\ \\textit{${tex([c.issuer, formatDate(c.date, lang, 'mm/yyyy')].filter(Boolean).join(', '))}}\\\\[3pt]`,
      );
  }
  if (b.summary) {
    mainHead('summary');
    main.push(`${tex(b.summary)}\\par`);
  }
  if (r.work?.length) {
    mainHead('work');
    for (const w of r.work) {
      main.push(`{\\color{accent}\\bfseries ${tex(w.position)}}\\\\`);
      main.push(`${tex(w.name)}${w.location ? ` · ${tex(w.location)}` : ''}\\\\`);
      main.push(`{\\small\\color{gray} ${range(w.startDate, w.endDate)}}\\par`);
      if (w.summary) main.push(`${tex(w.summary)}\\par`);
      main.push(bullets(w.highlights, 'nosep,leftmargin=1.1em,label=–'), '\\medskip');
    }
  }
  if (r.education?.length) {
    mainHead('education');
    for (const e of r.education) {
      main.push(
        `{\\bfseries ${tex(degree(e, 'dash', lang))}}\\\\ ${tex(e.institution)}\\\\ {\\small\\color{gray} ${range(e.startDate, e.endDate)}${e.score ? ` · ${tex(e.score)}` : ''}}\\par\\medskip`,
      );
    }
  }
  if (r.projects?.length) {
    mainHead('projects');
    for (const p of r.projects) {
      main.push(
        `{\\bfseries ${tex(p.name)}} {\\small\\color{gray} ${range(p.startDate, p.endDate)}}\\\\ ${tex(p.description)}${p.url ? `\\\\ \\url{${texUrl(p.url)}}` : ''}\\par\\medskip`,
      );
    }
  }
  if (r.awards?.length) {
    mainHead('awards');
    for (const a of r.awards)
      main.push(
        `${tex([a.title, a.awarder, formatDate(a.date, lang, 'mm/yyyy')].filter(Boolean).join(', '))}\\par`,
      );
  }
  return [
    '\\documentclass[10pt]{article}',
    '\\usepackage{fontspec}',
    '\\setmainfont{DejaVu Sans}[Scale=0.92]',
    geometry(paper, '1.5cm'),
    babel(lang),
    '\\usepackage{paracol,enumitem,xcolor}',
    '\\usepackage[hidelinks]{hyperref}',
    '\\definecolor{accent}{HTML}{1F4E79}\\definecolor{side}{HTML}{EEF2F6}',
    '\\newcommand{\\sidehead}[1]{\\par\\vspace{8pt}{\\color{accent}\\bfseries\\MakeUppercase{#1}}\\par\\vspace{3pt}}',
    '\\newcommand{\\mainhead}[1]{\\par\\vspace{10pt}{\\color{accent}\\Large #1}\\par\\vspace{-2pt}{\\color{accent}\\rule{\\linewidth}{1pt}}\\par\\vspace{4pt}}',
    '\\columnratio{0.3}\\setlength{\\columnsep}{1.2em}\\backgroundcolor{c[0](6pt,6pt)(6pt,6pt)}{side}',
    '\\pagestyle{empty}\\setlength{\\parindent}{0pt}\\raggedright',
    '\\begin{document}',
    `{\\fontsize{24}{28}\\selectfont\\color{accent} ${tex(b.name)}}\\par`,
    b.label ? `{\\large ${tex(b.label)}}\\par` : '',
    '\\vspace{10pt}',
    '\\begin{paracol}{2}',
    '\\small',
    ...side,
    '\\switchcolumn',
    '\\normalsize',
    ...main,
    '\\end{paracol}',
    '\\end{document}',
    '',
  ].join('\n');
}

export const articleDesigns: LatexDesign[] = [
  { name: 'latex-article-tabular', render: renderTabular },
  { name: 'latex-article-compact', engine: 'xelatex', render: renderCompact },
  { name: 'latex-article-twocolumn', engine: 'xelatex', render: renderTwoColumn },
];
