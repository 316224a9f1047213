import type { Paper } from '../common/sources.ts';
import type { Variant } from './params.ts';

/** The stylesheet of a design-space variant: its font, heading look and page behaviour. */

const HEADING: Record<Variant['heading'], string> = {
  caps: 'text-transform: uppercase; font-size: 1.15em;',
  'small-caps': 'font-variant: small-caps; font-size: 1.25em;',
  'letter-spaced': 'text-transform: uppercase; letter-spacing: 0.28em; font-size: 1.05em;',
  underlined: 'border-bottom: 1px solid #333; font-size: 1.2em;',
  bar: 'border-left: 5px solid #2a6f97; padding-left: 6px; color: #2a6f97; font-size: 1.2em;',
  icon: 'font-size: 1.2em; color: #444;',
  numbered: 'font-size: 1.2em;',
  plain: 'font-size: 1.3em;',
};

export function stylesheet(v: Variant, paper: Paper): string {
  return `
@page { size: ${paper === 'A4' ? 'A4' : 'letter'}; margin: 14mm 13mm; }
body { font-family: '${v.font}'; font-size: ${v.size}pt; line-height: 1.3; color: #111; margin: 0; }
h1 { font-size: 2.1em; margin: 0 0 2pt 0; }
p { margin: 0 0 2pt 0; }
.role { font-size: 1.2em; color: #444; margin-bottom: 5pt; }
.contact { margin: 3pt 0 8pt 0; }
.ci { margin-right: 10pt; }
h2.h { ${HEADING[v.heading]} font-weight: bold; margin: 10pt 0 4pt 0; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 0; }
.cols td.side { width: 31%; background: #eef2f5; padding: 8pt; }
.cols td.main { padding: 0 10pt; }
.cols td.half { width: 50%; padding-right: 10pt; }
.secrow { margin-top: 8pt; }
.secrow td.lab { width: 24%; padding-right: 8pt; }
.secrow td.lab h2.h { margin-top: 0; }
.table-rows td { border-top: 1px solid #999; padding: 4pt 4pt; }
.ent { margin-bottom: 7pt; ${v.breakInside ? '' : 'break-inside: avoid; page-break-inside: avoid;'} }
td.dr { text-align: right; white-space: nowrap; width: 32%; color: #333; }
td.dl { width: 22%; padding-right: 8pt; color: #333; }
.dt { font-style: italic; color: #333; }
.place { color: #555; }
.li { padding-left: 12pt; text-indent: -10pt; margin-bottom: 1pt; }
.hl { margin-bottom: 2pt; }
.mk { font-size: 0.8em; color: #2a6f97; margin-top: 4pt; }
.grp { margin-top: 4pt; }
.kw { margin: 0; }
.cl { font-size: 0.85em; color: #555; text-transform: uppercase; }
.ctab { width: auto; margin: 4pt 0 8pt 0; }
.ctab td { padding-right: 12pt; }
.foot { margin-top: 14pt; border-top: 1px solid #999; padding-top: 4pt; font-size: 0.9em; }
`;
}
