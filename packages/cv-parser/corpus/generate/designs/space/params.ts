import { createHash } from 'node:crypto';

/**
 * The design space of the generated parser corpus: independent layout parameters, each a
 * mechanism real CVs use (docs/decisions/039-design-space-corpus.md). A variant is one draw of
 * every parameter; the corpus is split by variant, never by document.
 */
export const COLUMNS = [
  'one', // a single column
  'sidebar-left', // a tinted sidebar (contact, skills, languages) left of the main flow
  'sidebar-right',
  'label-column', // each section a table row: its label left, its entries right
  'table-rows', // bordered tables, one row per entry, the dates in their own cell
  'two-equal', // two equal columns under a header
] as const;
export const HEADING_STYLES = [
  'caps',
  'small-caps',
  'letter-spaced', // upper case with wide tracking: a text layer of letter runs
  'underlined',
  'bar', // a coloured bar beside the heading
  'icon', // a glyph before the heading
  'numbered', // "1. Experience"
  'plain',
] as const;
export const ENTRY_HEADERS = [
  'title-at-company', // "Title at Company", in the document's language
  'title-comma-company',
  'company-dash-title',
  'two-lines', // title, then company
  'two-lines-company-first',
  'three-lines', // title, company, then location
] as const;
export const DATE_PLACES = ['right', 'left', 'below', 'label'] as const;
export const DATE_STYLES = [
  'mon yyyy',
  'month yyyy',
  'mm/yyyy',
  'mm.yyyy',
  'yyyy-mm',
  'mon, yyyy', // "Oct, 2021"
  'season', // "Spring 2021"
  'years', // "2021"
] as const;
export const BULLETS = ['dot', 'dash', 'square', 'numbered', 'none'] as const;
export const ENTRY_MARKERS = ['none', 'glyph-above', 'glyph-before'] as const;
export const CONTACTS = ['header-line', 'sidebar', 'icons', 'table', 'footer'] as const;
export const FONTS = [
  'Liberation Sans',
  'Liberation Serif',
  'DejaVu Sans',
  'DejaVu Serif',
] as const;
export const ENGINES = ['chromium', 'libreoffice'] as const;

export interface Variant {
  id: string;
  engine: (typeof ENGINES)[number];
  columns: (typeof COLUMNS)[number];
  heading: (typeof HEADING_STYLES)[number];
  entryHeader: (typeof ENTRY_HEADERS)[number];
  datePlace: (typeof DATE_PLACES)[number];
  dateStyle: (typeof DATE_STYLES)[number];
  /** "· 2 years 7 months" after each range. */
  durations: boolean;
  bullet: (typeof BULLETS)[number];
  entryMarker: (typeof ENTRY_MARKERS)[number];
  contact: (typeof CONTACTS)[number];
  font: (typeof FONTS)[number];
  /** Body size in points. */
  size: number;
  /** Whether an entry may break across pages. */
  breakInside: boolean;
  /** Names and headings in upper case. */
  nameCaps: boolean;
}

/** A seeded stream of numbers in [0, 1): SHA-256 of "<seed>/<variant>/<parameter>". */
function pick<T>(seed: string, id: string, parameter: string, options: readonly T[]): T {
  const digest = createHash('sha256').update(`${seed}/${id}/${parameter}`).digest();
  return options[digest.readUInt32BE(0) % options.length]!;
}

/** One variant: every parameter drawn independently, then impossible pairs mended. */
export function drawVariant(seed: string, index: number): Variant {
  const id = `space-${String(index).padStart(3, '0')}`;
  const draw = <T>(parameter: string, options: readonly T[]) => pick(seed, id, parameter, options);
  const columns = draw('columns', COLUMNS);
  const sidebar = columns === 'sidebar-left' || columns === 'sidebar-right';
  let contact = draw('contact', CONTACTS);
  if (contact === 'sidebar' && !sidebar) contact = 'table';
  let datePlace = draw('datePlace', DATE_PLACES);
  if (datePlace === 'label' && columns !== 'label-column') datePlace = 'left';
  return {
    id,
    engine: draw('engine', ENGINES),
    columns,
    heading: draw('heading', HEADING_STYLES),
    entryHeader: draw('entryHeader', ENTRY_HEADERS),
    datePlace,
    dateStyle: draw('dateStyle', DATE_STYLES),
    durations: draw('durations', [false, false, true]),
    bullet: draw('bullet', BULLETS),
    entryMarker: draw('entryMarker', ENTRY_MARKERS),
    contact,
    font: draw('font', FONTS),
    size: draw('size', [9, 9.5, 10, 10.5, 11, 11.5]),
    breakInside: draw('breakInside', [true, false]),
    nameCaps: draw('nameCaps', [false, false, true]),
  };
}

/** The validation share: the third of the variants with the smallest SHA-256 of "<seed>\n<id>". */
export function drawValidation(seed: string, ids: string[]): string[] {
  return ids
    .map((id) => ({ id, hash: createHash('sha256').update(`${seed}\n${id}`).digest('hex') }))
    .sort((a, b) => a.hash.localeCompare(b.hash))
    .slice(0, Math.round(ids.length / 3))
    .map(({ id }) => id)
    .sort();
}
