import type { Paper, Source } from '../common/sources.ts';
import type { Engine } from './tex.ts';

export interface LatexDesign {
  /** Folder name under corpus/documents, e.g. `latex-moderncv-classic`. */
  name: string;
  /** Whether the design can print this source (e.g. europasscv has no Dutch). */
  accept?: (source: Source) => boolean;
  engine?: Engine;
  runs?: number;
  render: (source: Source, paper: Paper, seed: number) => string;
}

/** Common preamble lines for pdfLaTeX: T1 fonts, UTF-8, searchable glyphs. */
export const PDFTEX_TEXT = [
  '\\usepackage[T1]{fontenc}',
  '\\usepackage[utf8]{inputenc}',
  '\\input{glyphtounicode}\\pdfgentounicode=1',
  // Type 1 Latin Modern for everything a design's own font package does not replace (\\url's
  // typewriter above all); without it T1 falls back to bitmap (Type 3) fonts.
  '\\usepackage{lmodern}',
  // psnfss fonts have no euro sign (LaTeX's substitute extracts as "C"): take Latin Modern's
  '\\DeclareUnicodeCharacter{20AC}{{\\fontfamily{lmss}\\selectfont\\texteuro}}',
].join('\n');

/**
 * A psnfss font package (Times, Helvetica, Charter) for a design, except in Polish: those Type 1
 * fonts have no ą, ę, ś … glyphs, TeX builds them from a letter and a separate accent, and the
 * text layer comes out as "Szcz˛esna". Polish documents keep Latin Modern, as Polish LaTeX users do.
 */
export function latinFont(lang: string, ...lines: string[]): string {
  return lang === 'pl' ? '' : lines.join('\n');
}
