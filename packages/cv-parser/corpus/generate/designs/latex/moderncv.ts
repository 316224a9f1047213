import { formatDate, formatRange, type DateStyle } from '../common/dates.ts';
import { certificateLine, degree, type DegreeStyle } from '../common/format.ts';
import { hash, type Paper, type Source } from '../common/sources.ts';
import { BABEL, heading } from '../common/vocab.ts';
import { PDFTEX_TEXT, type LatexDesign } from './design.ts';
import type { Engine } from './tex.ts';
import { tex, texUrl } from './tex.ts';

type Style = 'classic' | 'casual' | 'banking' | 'oldstyle' | 'fancy';

interface Options {
  style: Style;
  colours: string[];
  font: 'sans' | 'roman';
  dates: DateStyle;
  headingVariant: number;
  degreeStyle: DegreeStyle;
  /** classic/casual: skills as \cvitem rows; banking: one \cvitem per group without label column. */
  languagesWithComment: boolean;
  presentVariant: number;
  /** XeLaTeX keeps the PDFs small (OpenType subsets); pdfLaTeX's Type 1 fonts are 5–10 times larger. */
  engine: Engine;
}

const OPTIONS: Record<Style, Options> = {
  classic: {
    style: 'classic',
    colours: ['blue', 'green', 'red'],
    font: 'sans',
    dates: 'mm/yyyy',
    headingVariant: 0,
    degreeStyle: 'comma',
    languagesWithComment: true,
    presentVariant: 0,
    engine: 'xelatex',
  },
  casual: {
    style: 'casual',
    colours: ['orange', 'blue', 'purple'],
    font: 'sans',
    dates: 'mon yyyy',
    headingVariant: 1,
    degreeStyle: 'in',
    languagesWithComment: false,
    presentVariant: 1,
    engine: 'xelatex',
  },
  banking: {
    style: 'banking',
    colours: ['black', 'burgundy', 'blue'],
    font: 'roman',
    dates: 'month yyyy',
    headingVariant: 2,
    degreeStyle: 'dash',
    languagesWithComment: false,
    presentVariant: 2,
    engine: 'xelatex',
  },
  oldstyle: {
    style: 'oldstyle',
    colours: ['green', 'grey', 'burgundy'],
    font: 'roman',
    dates: 'mm.yyyy',
    headingVariant: 3,
    degreeStyle: 'paren',
    languagesWithComment: true,
    presentVariant: 3,
    engine: 'xelatex',
  },
  fancy: {
    style: 'fancy',
    colours: ['grey', 'blue', 'orange'],
    font: 'roman',
    dates: 'yyyy-mm',
    headingVariant: 0,
    degreeStyle: 'comma',
    languagesWithComment: false,
    presentVariant: 0,
    engine: 'xelatex',
  },
};

const SOCIAL: Record<string, string> = {
  linkedin: 'linkedin',
  github: 'github',
  xing: 'xing',
  twitter: 'twitter',
  gitlab: 'gitlab',
};

function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return [parts[0]!, ''];
  return [parts[0]!, parts.slice(1).join(' ')];
}

function itemize(items: string[] | undefined): string {
  if (!items?.length) return '';
  return `\\begin{itemize}\n${items.map((h) => `  \\item ${tex(h)}`).join('\n')}\n\\end{itemize}`;
}

export function renderModerncv(source: Source, paper: Paper, o: Options): string {
  const r = source.resume;
  const b = r.basics ?? {};
  const lang = source.lang;
  const h = (k: Parameters<typeof heading>[1]) => tex(heading(lang, k, o.headingVariant));
  const range = (s?: string, e?: string) =>
    tex(formatRange(s, e, lang, { style: o.dates, sep: '--', presentVariant: o.presentVariant }));
  const colour = o.colours[hash(source.id + o.style) % o.colours.length]!;
  const [first, last] = splitName(b.name ?? '');
  const loc = b.location;
  const L: string[] = [];
  L.push(`\\documentclass[11pt,${paper === 'A4' ? 'a4paper' : 'letterpaper'},${o.font}]{moderncv}`);
  if (o.engine === 'pdflatex') L.push(PDFTEX_TEXT);
  // fancy loads ebgaramond.sty, which under XeLaTeX wants EBGaramond-Initials.otf (missing in
  // Debian): load EB Garamond by file name instead.
  if (o.style === 'fancy') L.push('\\makeatletter\\@namedef{ver@ebgaramond.sty}{}\\makeatother');
  L.push(`\\moderncvstyle{${o.style}}`, `\\moderncvcolor{${colour}}`);
  if (o.style === 'fancy') {
    L.push(
      '\\usepackage{fontspec}',
      '\\setmainfont{EBGaramond}[Extension=.otf,UprightFont=*-Regular,ItalicFont=*-Italic,BoldFont=*-Bold,BoldItalicFont=*-BoldItalic]',
    );
  }
  L.push(`\\usepackage[scale=${o.style === 'banking' ? '0.8' : '0.78'}]{geometry}`);
  L.push(
    `\\usepackage[${BABEL[lang]}${lang === 'es' ? ',es-noshorthands,es-nolayout' : ''}]{babel}`,
  );
  if (lang === 'fr') L.push('\\frenchsetup{StandardLists=true}');
  L.push(`\\name{${tex(first)}}{${tex(last)}}`);
  if (b.label) L.push(`\\title{${tex(b.label)}}`);
  if (loc) {
    const street = loc.address ?? '';
    const city = [loc.postalCode, loc.city].filter(Boolean).join(' ');
    const country = [loc.region, loc.countryCode].filter(Boolean).join(', ');
    if (street) L.push(`\\address{${tex(street)}}{${tex(city)}}{${tex(country)}}`);
    else L.push(`\\address{${tex(city)}}{${tex(country)}}`);
  }
  if (b.phone) L.push(`\\phone[mobile]{${tex(b.phone)}}`);
  if (b.email) L.push(`\\email{${tex(b.email)}}`);
  if (b.url) L.push(`\\homepage{${texUrl(b.url.replace(/^https?:\/\//, ''))}}`);
  for (const p of b.profiles ?? []) {
    const kind = SOCIAL[(p.network ?? '').toLowerCase()];
    if (kind && p.username) L.push(`\\social[${kind}]{${tex(p.username)}}`);
  }
  L.push('\\begin{document}', '\\makecvtitle');

  if (b.summary) L.push(`\\section{${h('summary')}}`, `\\cvitem{}{${tex(b.summary)}}`);

  if (r.work?.length) {
    L.push(`\\section{${h('work')}}`);
    for (const w of r.work) {
      const desc = [w.summary ? tex(w.summary) : '', itemize(w.highlights)]
        .filter(Boolean)
        .join('\n');
      L.push(
        `\\cventry{${range(w.startDate, w.endDate)}}{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location)}}{}{${desc}}`,
      );
    }
  }
  if (r.education?.length) {
    L.push(`\\section{${h('education')}}`);
    for (const e of r.education) {
      const courses = e.courses?.length ? tex(e.courses.join(', ')) : '';
      L.push(
        `\\cventry{${range(e.startDate, e.endDate)}}{${tex(degree(e, o.degreeStyle, lang))}}{${tex(e.institution)}}{}{${e.score ? `\\textit{${tex(e.score)}}` : ''}}{${courses}}`,
      );
    }
  }
  if (r.skills?.length) {
    L.push(`\\section{${h('skills')}}`);
    for (const s of r.skills) {
      const kws = (s.keywords ?? []).map(tex).join(', ');
      L.push(`\\cvitem{${tex(s.name)}}{${kws || tex(s.level)}}`);
    }
  }
  if (r.languages?.length) {
    L.push(`\\section{${h('languages')}}`);
    for (const l of r.languages) {
      L.push(
        o.languagesWithComment
          ? `\\cvitemwithcomment{${tex(l.language)}}{${tex(l.fluency)}}{}`
          : `\\cvitem{${tex(l.language)}}{${tex(l.fluency)}}`,
      );
    }
  }
  if (r.certificates?.length) {
    L.push(`\\section{${h('certificates')}}`);
    for (const c of r.certificates)
      L.push(
        `\\cvitem{${tex(formatDate(c.date, lang, o.dates))}}{${tex(certificateLine(c, ', '))}}`,
      );
  }
  if (r.projects?.length) {
    L.push(`\\section{${h('projects')}}`);
    for (const p of r.projects) {
      const desc = [
        tex(p.description),
        itemize(p.highlights),
        p.url ? `\\url{${texUrl(p.url)}}` : '',
      ]
        .filter(Boolean)
        .join('\n');
      L.push(`\\cventry{${range(p.startDate, p.endDate)}}{${tex(p.name)}}{}{}{}{${desc}}`);
    }
  }
  if (r.awards?.length) {
    L.push(`\\section{${h('awards')}}`);
    for (const a of r.awards)
      L.push(
        `\\cvitem{${tex(formatDate(a.date, lang, o.dates))}}{${tex([a.title, a.awarder].filter(Boolean).join(', '))}${a.summary ? ` -- ${tex(a.summary)}` : ''}}`,
      );
  }
  L.push('\\end{document}', '');
  return L.join('\n');
}

export const moderncvDesigns: LatexDesign[] = (Object.keys(OPTIONS) as Style[]).map((style) => ({
  name: `latex-moderncv-${style}`,
  engine: OPTIONS[style].engine,
  render: (source: Source, paper: Paper) => renderModerncv(source, paper, OPTIONS[style]),
}));
