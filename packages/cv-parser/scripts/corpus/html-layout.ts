/** A whole CV page: one column or a sidebar, with the heading look and font of the variant. */
import type { CorpusCv } from './cv-data';
import {
  certificationsHtml,
  contactLines,
  educationHtml,
  escapeHtml,
  experienceHtml,
  heading,
  languagesHtml,
  skillsHtml,
  summaryHtml,
  type SectionStyle,
  type SectionTitles,
} from './html-sections';

export type Columns = 'one' | 'sidebar-left' | 'sidebar-right';
export type HeadingLook = 'caps' | 'underline' | 'coloured' | 'icon';
export type MainPart = 'summary' | 'experience' | 'education' | 'skills';

export interface Layout {
  columns: Columns;
  headingLook: HeadingLook;
  font: string;
  accent: string;
  contactOnOneLine: boolean;
  mainOrder: MainPart[];
  style: SectionStyle;
  titles: SectionTitles;
}

const HEADING_CSS: Record<HeadingLook, string> = {
  caps: 'text-transform: uppercase; letter-spacing: 1px; font-size: 12pt;',
  underline: 'font-size: 13pt; border-bottom: 1.5px solid #333; padding-bottom: 2px;',
  coloured: 'font-size: 14pt; color: var(--accent);',
  icon: 'font-size: 13pt; color: var(--accent); text-transform: uppercase;',
};

function css(layout: Layout): string {
  const grid =
    layout.columns === 'one'
      ? ''
      : `.grid { display: grid; grid-template-columns: ${layout.columns === 'sidebar-left' ? '30% 1fr' : '1fr 30%'}; gap: 9mm; }`;
  return `:root { --accent: ${layout.accent}; }
body { font-family: '${layout.font}'; font-size: 10pt; color: #222; margin: 0; line-height: 1.35; }
h1 { font-size: 24pt; margin: 0 0 2px; }
.role { font-size: 13pt; color: #555; margin-bottom: 4px; }
h2 { font-weight: bold; margin: 12px 0 5px; ${HEADING_CSS[layout.headingLook]} }
.row { display: flex; justify-content: space-between; gap: 12px; }
.meta { color: #555; }
.entry { margin-bottom: 8px; break-inside: avoid; }
.bullet { display: flex; gap: 6px; margin-left: 8px; }
.mark { flex: none; }
p { margin: 2px 0; }
.sidebar { font-size: 9.5pt; }
${grid}`;
}

function part(cv: CorpusCv, layout: Layout, name: MainPart): string {
  const { style, titles } = layout;
  if (name === 'summary') return summaryHtml(cv, style, titles.summary);
  if (name === 'experience') return experienceHtml(cv, style, titles.experience);
  if (name === 'education') return educationHtml(cv, style, titles.education);
  return skillsHtml(cv, style, titles.skills);
}

const nameBlock = (cv: CorpusCv) =>
  `<h1>${escapeHtml(cv.name)}</h1><div class="role">${escapeHtml(cv.title)}</div>`;

export function renderCvHtml(cv: CorpusCv, layout: Layout): string {
  const { style, titles } = layout;
  const contacts = contactLines(cv).map(escapeHtml);
  const extras =
    languagesHtml(cv, style, titles.languages) +
    certificationsHtml(cv, style, titles.certifications);
  let body: string;
  if (layout.columns === 'one') {
    const contact = layout.contactOnOneLine
      ? `<div>${contacts.join(' | ')}</div>`
      : contacts.map((line) => `<div>${line}</div>`).join('');
    body =
      nameBlock(cv) +
      contact +
      layout.mainOrder.map((name) => part(cv, layout, name)).join('') +
      extras;
  } else {
    const sidebar = `<div class="sidebar"><section>${heading(titles.contact, style)}${contacts
      .map((line) => `<div>${line}</div>`)
      .join('')}</section>${skillsHtml(cv, style, titles.skills)}${extras}</div>`;
    const mainParts = layout.mainOrder.filter((name) => name !== 'skills');
    const main = `<div class="main">${layout.columns === 'sidebar-right' ? nameBlock(cv) : ''}${mainParts
      .map((name) => part(cv, layout, name))
      .join('')}</div>`;
    const header = layout.columns === 'sidebar-left' ? nameBlock(cv) : '';
    body = `${header}<div class="grid">${layout.columns === 'sidebar-left' ? sidebar + main : main + sidebar}</div>`;
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css(layout)}</style></head><body>${body}</body></html>`;
}

/** LibreOffice's HTML import knows tables and plain paragraphs, not flexbox or grid. */
export function renderLibreOfficeHtml(cv: CorpusCv, layout: Layout): string {
  const { style, titles } = layout;
  const flexFree = (html: string) =>
    html
      .replace(
        /<div class="row">((?:(?!<\/div>).)*?)<span class="date">(.*?)<\/span><\/div>/g,
        '<table width="100%"><tr><td width="72%">$1</td><td width="28%" align="right">$2</td></tr></table>',
      )
      .replace(/<div class="row">(.*?)<\/div>/g, '<p>$1</p>')
      .replace(
        /<div class="bullet"><span class="mark">(.*?)<\/span><span>(.*?)<\/span><\/div>/g,
        '<p style="margin-left:0.4cm">$1 $2</p>',
      )
      .replace(/<h2>(.*?)<\/h2>/g, `<h2 style="font-size:13pt">$1</h2>`);
  const contacts = contactLines(cv).map(escapeHtml).join('<br>');
  const parts = layout.mainOrder.map((name) => part(cv, layout, name)).join('');
  const extras =
    languagesHtml(cv, style, titles.languages) +
    certificationsHtml(cv, style, titles.certifications);
  return `<!doctype html><html><head><meta charset="utf-8"><style>body { font-family: '${layout.font}'; font-size: 10pt; } h1 { font-size: 22pt; }</style></head><body><p style="font-size:22pt"><b>${escapeHtml(cv.name)}</b></p><p>${escapeHtml(cv.title)}</p><p>${contacts}</p>${flexFree(parts + extras)}</body></html>`;
}
