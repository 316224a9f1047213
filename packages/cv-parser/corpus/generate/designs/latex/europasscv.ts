import { formatDate, formatRange } from '../common/dates.ts';
import { cityLine, degree } from '../common/format.ts';
import type { Paper, Source } from '../common/sources.ts';
import { BABEL, heading, type Lang } from '../common/vocab.ts';
import { PDFTEX_TEXT, type LatexDesign } from './design.ts';
import { tex, texUrl } from './tex.ts';

/** europasscv's own language options (it has no Dutch definitions). */
const ECV_LANG: Partial<Record<Lang, string>> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  pt: 'portuguese',
  it: 'italian',
  pl: 'polish',
};

function ecvItemize(items: string[] | undefined): string {
  if (!items?.length) return '';
  return `\\begin{ecvitemize}\n${items.map((h) => `  \\item ${tex(h)}`).join('\n')}\n\\end{ecvitemize}`;
}

/** The 2013 Europass layout: labels and dates in a right-aligned left column, a blue rule, the logo. */
export function renderEuropass(source: Source, paper: Paper): string {
  const r = source.resume;
  const b = r.basics ?? {};
  const lang = source.lang;
  const V = 1;
  const h = (k: Parameters<typeof heading>[1]) => tex(heading(lang, k, V));
  // Europass writes dates as numbers: 03/2019 – 06/2021
  const range = (s?: string, e?: string) =>
    tex(formatRange(s, e, lang, { style: 'mm/yyyy', sep: ' – ' }));
  const L: string[] = [];
  L.push(
    `\\documentclass[${ECV_LANG[lang]},${paper === 'A4' ? 'a4paper' : 'letterpaper'}]{europasscv}`,
  );
  L.push(PDFTEX_TEXT);
  // europasscv sets Helvetica (phv) itself; Polish needs a font with its letters (see latinFont)
  if (lang === 'pl') L.push('\\ecvfont{lmss}');
  L.push(
    `\\usepackage[${BABEL[lang]}${lang === 'es' ? ',es-noshorthands,es-nolayout' : ''}]{babel}`,
  );
  if (lang === 'fr') L.push('\\frenchsetup{StandardLists=true}');
  L.push(`\\ecvname{${tex(b.name)}}`);
  const loc = b.location;
  if (loc) L.push(`\\ecvaddress{${tex([loc.address, cityLine(loc)].filter(Boolean).join(', '))}}`);
  if (b.phone) L.push(`\\ecvmobile{${tex(b.phone)}}`);
  if (b.email) L.push(`\\ecvemail{${tex(b.email)}}`);
  if (b.url) L.push(`\\ecvhomepage{${texUrl(b.url)}}`);
  for (const p of b.profiles ?? []) {
    const net = (p.network ?? '').toLowerCase();
    if (!p.url) continue;
    if (net === 'linkedin') L.push(`\\ecvlinkedinpage{${texUrl(p.url)}}`);
    else if (net === 'github') L.push(`\\ecvgithubpage{${texUrl(p.url)}}`);
    else L.push(`\\ecvgitpage{${texUrl(p.url)}}`);
  }
  L.push('\\begin{document}', '\\begin{europasscv}', '\\ecvpersonalinfo[10pt]');
  if (b.label) L.push(`\\ecvtitle{}{${tex(b.label)}}`);
  if (b.summary) L.push(`\\ecvsection{${h('summary')}}`, `\\ecvitem{}{${tex(b.summary)}}`);
  if (r.work?.length) {
    L.push(`\\ecvsection{${h('work')}}`);
    for (const w of r.work) {
      L.push(`\\ecvtitle[10pt]{${range(w.startDate, w.endDate)}}{${tex(w.position)}}`);
      L.push(`\\ecvitem{}{${tex([w.name, w.location].filter(Boolean).join(', '))}}`);
      if (w.summary) L.push(`\\ecvitem{}{${tex(w.summary)}}`);
      if (w.highlights?.length) L.push(`\\ecvitem{}{${ecvItemize(w.highlights)}}`);
    }
  }
  if (r.education?.length) {
    L.push(`\\ecvsection{${h('education')}}`);
    for (const e of r.education) {
      L.push(
        `\\ecvtitle[10pt]{${range(e.startDate, e.endDate)}}{${tex(degree(e, 'comma', lang))}}`,
      );
      L.push(`\\ecvitem{}{${tex(e.institution)}}`);
      if (e.score) L.push(`\\ecvitem{}{${tex(e.score)}}`);
      if (e.courses?.length) L.push(`\\ecvitem{}{${ecvItemize(e.courses)}}`);
    }
  }
  if (r.languages?.length) {
    L.push(`\\ecvsection{${h('languages')}}`);
    for (const l of r.languages) L.push(`\\ecvblueitem{${tex(l.language)}}{${tex(l.fluency)}}`);
  }
  if (r.skills?.length) {
    L.push(`\\ecvsection{${h('skills')}}`);
    for (const s of r.skills)
      L.push(
        `\\ecvblueitem{${tex(s.name)}}{${(s.keywords ?? []).map(tex).join(', ') || tex(s.level)}}`,
      );
  }
  if (r.certificates?.length) {
    L.push(`\\ecvsection{${h('certificates')}}`);
    for (const c of r.certificates) {
      L.push(
        `\\ecvitem{${tex(formatDate(c.date, lang, 'mm/yyyy'))}}{${tex(c.name)}${c.issuer ? ` (${tex(c.issuer)})` : ''}}`,
      );
    }
  }
  if (r.projects?.length) {
    L.push(`\\ecvsection{${h('projects')}}`);
    for (const p of r.projects) {
      L.push(`\\ecvtitle[10pt]{${range(p.startDate, p.endDate)}}{${tex(p.name)}}`);
      if (p.description) L.push(`\\ecvitem{}{${tex(p.description)}}`);
      if (p.highlights?.length) L.push(`\\ecvitem{}{${ecvItemize(p.highlights)}}`);
      if (p.url) L.push(`\\ecvitem{}{\\url{${texUrl(p.url)}}}`);
    }
  }
  if (r.awards?.length) {
    L.push(`\\ecvsection{${h('awards')}}`);
    for (const a of r.awards)
      L.push(
        `\\ecvitem{${tex(formatDate(a.date, lang, 'mm/yyyy'))}}{${tex([a.title, a.awarder].filter(Boolean).join(', '))}}`,
      );
  }
  L.push('\\end{europasscv}', '\\end{document}', '');
  return L.join('\n');
}

export const europassDesign: LatexDesign = {
  name: 'latex-europasscv',
  accept: (s) => ECV_LANG[s.lang] !== undefined,
  runs: 2, // "Page 1 / 2" in the footer needs the last page from the first run
  render: renderEuropass,
};
