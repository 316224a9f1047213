import { degree, languageLine } from '../common/format.ts';
import type { Paper, Source } from '../common/sources.ts';
import { heading, type Lang, type SectionKey } from '../common/vocab.ts';
import type { Variant } from './params.ts';
import { contactItems, dateRange, esc, headerLines, type ContactItem } from './pieces.ts';
import { stylesheet } from './style.ts';

/**
 * One design-space variant printed as HTML for both engines (Chromium and LibreOffice Writer):
 * layout by tables, which both lay out alike; looks by CSS, which each engine honours its own way.
 */

interface Block {
  key: SectionKey;
  /** Entries: each the header lines, the date text and the body. */
  entries: { header: string[]; dates: string; body: string }[];
}

const BULLET_GLYPH = { dot: '•', dash: '–', square: '▪', numbered: '', none: '' } as const;

function body(summary: string | undefined, highlights: string[], v: Variant): string {
  const lines = highlights.map((h, i) => {
    const glyph = v.bullet === 'numbered' ? `${i + 1}.` : BULLET_GLYPH[v.bullet];
    return glyph
      ? `<div class="li"><span class="g">${glyph}</span> ${esc(h)}</div>`
      : `<p class="hl">${esc(h)}</p>`;
  });
  return (summary ? `<p>${esc(summary)}</p>` : '') + lines.join('');
}

function blocks(source: Source, v: Variant): Block[] {
  const r = source.resume;
  const lang = source.lang;
  const out: Block[] = [];
  if (r.basics?.summary)
    out.push({
      key: 'summary',
      entries: [{ header: [], dates: '', body: `<p>${esc(r.basics.summary)}</p>` }],
    });
  const work = r.work ?? [];
  if (work.length)
    out.push({
      key: 'work',
      entries: work.map((w) => ({
        header: headerLines(w.position ?? '', w.name ?? '', w.location ?? '', lang, v, true),
        dates: dateRange(w.startDate, w.endDate, lang, v),
        body: body(w.summary, w.highlights ?? [], v),
      })),
    });
  const education = r.education ?? [];
  if (education.length)
    out.push({
      key: 'education',
      entries: education.map((e) => ({
        header: headerLines(degree(e, 'comma', lang), e.institution ?? '', '', lang, v, false),
        dates: dateRange(e.startDate, e.endDate, lang, v, false),
        body: e.score ? `<p>${esc(e.score)}</p>` : '',
      })),
    });
  const projects = r.projects ?? [];
  if (projects.length)
    out.push({
      key: 'projects',
      entries: projects.map((p) => ({
        header: [`<b>${esc(p.name ?? '')}</b>`, ...(p.url ? [esc(p.url)] : [])],
        dates: dateRange(p.startDate, p.endDate, lang, v, false),
        body: body(p.description, p.highlights ?? [], v),
      })),
    });
  const certificates = r.certificates ?? [];
  if (certificates.length)
    out.push({
      key: 'certificates',
      entries: certificates.map((c) => ({
        header: [`<b>${esc(c.name ?? '')}</b>${c.issuer ? ` — ${esc(c.issuer)}` : ''}`],
        dates: dateRange(c.date, c.date, lang, v, false).split(' – ')[0] ?? '',
        body: '',
      })),
    });
  return out;
}

function sideBlocks(source: Source, v: Variant, inSidebar: boolean): string[] {
  const r = source.resume;
  const skills = (r.skills ?? []).filter((s) => (s.keywords ?? []).length);
  const out: string[] = [];
  if (skills.length)
    out.push(
      section(
        source.lang,
        'skills',
        v,
        skills
          .map((s) =>
            inSidebar
              ? `<p class="grp"><b>${esc(s.name ?? '')}</b></p>${(s.keywords ?? []).map((k) => `<p class="kw">${esc(k)}</p>`).join('')}`
              : `<p><b>${esc(s.name ?? '')}:</b> ${esc((s.keywords ?? []).join(', '))}</p>`,
          )
          .join(''),
      ),
    );
  const languages = r.languages ?? [];
  if (languages.length)
    out.push(
      section(
        source.lang,
        'languages',
        v,
        languages.map((l) => `<p>${esc(languageLine(l))}</p>`).join(''),
      ),
    );
  return out;
}

let numbered = 0;
function headingHtml(lang: Lang, key: SectionKey, v: Variant): string {
  const text = heading(lang, key, v.id.length + Number(v.id.slice(-1)));
  const prefix = v.heading === 'numbered' ? `${++numbered}. ` : v.heading === 'icon' ? '▸ ' : '';
  return `<h2 class="h">${esc(prefix + text)}</h2>`;
}

function section(lang: Lang, key: SectionKey, v: Variant, inner: string): string {
  return `<div class="sec">${headingHtml(lang, key, v)}${inner}</div>`;
}

function entryHtml(e: Block['entries'][number], v: Variant, datesInLabel: boolean): string {
  const marker = v.entryMarker === 'glyph-above' && e.header.length ? '<p class="mk">●</p>' : '';
  const header = [...e.header];
  if (v.entryMarker === 'glyph-before' && header[0]) header[0] = `◆ ${header[0]}`;
  const [first = '', ...rest] = header;
  const dates = datesInLabel ? '' : e.dates;
  let top: string;
  if (dates && v.datePlace === 'right')
    top = `<table class="row"><tr><td>${first}</td><td class="dr">${esc(dates)}</td></tr></table>${rest.map((l) => `<p>${l}</p>`).join('')}`;
  else
    top =
      header.map((l) => `<p>${l}</p>`).join('') +
      (dates && v.datePlace === 'below' ? `<p class="dt">${esc(dates)}</p>` : '');
  const inner = `${marker}${top}${e.body}`;
  if (dates && v.datePlace === 'left')
    return `<table class="row ent"><tr><td class="dl">${esc(dates)}</td><td>${inner}</td></tr></table>`;
  return `<div class="ent">${inner}</div>`;
}

function mainSections(source: Source, v: Variant): string[] {
  return blocks(source, v).map((b) => {
    if (v.columns === 'label-column' || v.columns === 'table-rows') {
      const rows = b.entries.map((e, i) => {
        const label = i === 0 ? headingHtml(source.lang, b.key, v) : '';
        const dates = v.datePlace === 'label' && e.dates ? `<p class="dt">${esc(e.dates)}</p>` : '';
        return `<tr><td class="lab">${label}${dates}</td><td>${entryHtml(e, v, v.datePlace === 'label')}</td></tr>`;
      });
      return `<table class="secrow ${v.columns}">${rows.join('')}</table>`;
    }
    return section(source.lang, b.key, v, b.entries.map((e) => entryHtml(e, v, false)).join(''));
  });
}

function contactHtml(items: ContactItem[], v: Variant): string {
  switch (v.contact) {
    case 'header-line':
    case 'footer':
      return `<p class="contact">${items.map((i) => esc(i.value)).join(' | ')}</p>`;
    case 'icons':
      return `<p class="contact">${items.map((i) => `<span class="ci">${i.icon} ${esc(i.value)}</span>`).join(' ')}</p>`;
    case 'table':
      return `<table class="ctab">${items.map((i) => `<tr><td class="cl">${esc(i.label)}</td><td>${esc(i.value)}</td></tr>`).join('')}</table>`;
    case 'sidebar':
      return items.map((i) => `<p class="cl">${esc(i.label)}</p><p>${esc(i.value)}</p>`).join('');
  }
}

export function variantHtml(source: Source, v: Variant, paper: Paper): string {
  numbered = 0;
  const b = source.resume.basics ?? {};
  const name = v.nameCaps ? (b.name ?? '').toUpperCase() : (b.name ?? '');
  const contact = contactHtml(contactItems(source.resume, source.lang), v);
  const head = `<h1>${esc(name)}</h1>${b.label ? `<p class="role">${esc(b.label)}</p>` : ''}${
    v.contact === 'footer' || v.contact === 'sidebar' ? '' : contact
  }`;
  const sidebar = v.columns === 'sidebar-left' || v.columns === 'sidebar-right';
  const side = sideBlocks(source, v, sidebar);
  const main = mainSections(source, v);
  let page: string;
  if (sidebar) {
    const sideCell = `<td class="side">${v.contact === 'sidebar' ? section(source.lang, 'contact', v, contact) : ''}${side.join('')}</td>`;
    const mainCell = `<td class="main">${main.join('')}</td>`;
    page = `${head}<table class="cols"><tr>${v.columns === 'sidebar-left' ? sideCell + mainCell : mainCell + sideCell}</tr></table>`;
  } else if (v.columns === 'two-equal') {
    const [summary, work, ...rest] = main;
    page = `${head}<table class="cols"><tr><td class="half">${summary ?? ''}${work ?? ''}</td><td class="half">${[...rest, ...side].join('')}</td></tr></table>`;
  } else page = head + [...main, ...side].join('');
  if (v.contact === 'footer') page += `<div class="foot">${contact}</div>`;
  return `<!doctype html><html lang="${source.lang}"><head><meta charset="utf-8"><title>${esc(b.name ?? 'CV')}</title><style>${stylesheet(v, paper)}</style></head><body>${page}</body></html>`;
}
