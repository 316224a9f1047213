/**
 * Where each value was read (docs/decisions/038-source-regions.md): the printed line (or the
 * part of it between wide gaps) holding the value, as a box on its page in fractions of the
 * page's width and height, measured from the top left, so the editor can mark it on the PDF.
 */
import type { CvContent, SourceBox } from '@cvforge/contracts';
import { findDateRange } from './dates';
import { firstBaseline } from './merge-lines';
import { remembered } from './remembered';
import type { LogicalLine, PageText, Section } from './types';

/** Field path (keyed like the confidences) -> where the value was printed. */
export type Sources = Record<string, SourceBox>;

/** Lower case, words only; remembered, as every value is looked for in every line. */
const squeeze = remembered((text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}@.+]+/gu, ' ')
    .trim(),
);

const round = (share: number) => Math.round(Math.min(1, Math.max(0, share)) * 10_000) / 10_000;

/** The box of a line, or of its chunk holding `value` when one does. */
function boxOf(line: LogicalLine, pages: PageText[], value?: string): SourceBox | undefined {
  const page = pages.find((candidate) => candidate.number === line.page);
  if (!page || page.width <= 0 || page.height <= 0) return undefined;
  const wanted = value ? squeeze(value) : '';
  const chunk = wanted
    ? line.chunks.find((candidate) => squeeze(candidate.text).includes(wanted))
    : undefined;
  const left = chunk?.x ?? line.x;
  const right = chunk?.right ?? line.right;
  const top = firstBaseline(line) + line.size;
  const bottom = line.y - 0.3 * line.size;
  return {
    page: line.page,
    x: round(left / page.width),
    y: round(1 - top / page.height),
    w: round((right - left) / page.width),
    h: round((top - bottom) / page.height),
  };
}

/** The first line at or after `from` holding the text, by its words. */
function lineHolding(lines: LogicalLine[], text: string, from: number): number {
  const wanted = squeeze(text);
  if (!wanted) return -1;
  for (let index = from; index < lines.length; index++)
    if (squeeze(lines[index]?.text ?? '').includes(wanted)) return index;
  return -1;
}

/**
 * The line holding the value, or, for a value put together from parts of a line ("Jacobs
 * Engineering UK Ltd., Glasgow" printed around a date), the line holding its part before the
 * first comma or its first three words.
 */
function lineWith(lines: LogicalLine[], value: string, from = 0): number {
  const words = value.trim().split(/\s+/);
  const parts = [
    value,
    value.split(',')[0] ?? '',
    words.length > 3 ? words.slice(0, 3).join(' ') : '',
  ];
  for (const part of parts) {
    const at = lineHolding(lines, part, from);
    if (at >= 0) return at;
  }
  return -1;
}

const linesOf = (sections: Section[], type: string) =>
  sections.filter((section) => section.type === type).flatMap((section) => section.lines);

/**
 * Each entry's values in its section's lines, in order: an entry starts where its first value is
 * found after the previous entry's start, so two jobs at one firm keep their own lines.
 */
function entrySources<T extends Record<string, unknown>>(
  sources: Sources,
  pages: PageText[],
  lines: LogicalLine[],
  entries: T[],
  type: string,
  fields: readonly (keyof T & string)[],
  dated?: keyof T & string,
) {
  let cursor = 0;
  entries.forEach((entry, index) => {
    const found = fields
      .map((field) => ({ field, at: lineWith(lines, String(entry[field] ?? ''), cursor) }))
      .filter(({ at }) => at >= 0);
    if (found.length === 0) return;
    const start = Math.min(...found.map(({ at }) => at));
    for (const { field, at } of found) {
      const line = lines[at];
      const box = line && boxOf(line, pages, String(entry[field]));
      if (box) sources[`sections.${type}.${index}.${field}`] = box;
    }
    if (dated && entry[dated]) {
      const near = lines.slice(start, start + 4).find((line) => findDateRange(line.text));
      const box = near && boxOf(near, pages);
      if (box) sources[`sections.${type}.${index}.${dated}`] = box;
    }
    cursor = start + 1;
  });
}

/** Where the contact details, the summary, the jobs and the schools were printed. */
export function findSources(
  content: CvContent,
  sections: Section[],
  lines: LogicalLine[],
  pages: PageText[],
): Sources {
  const sources: Sources = {};
  const info = content.personal_info;
  for (const field of [
    'name',
    'title',
    'email',
    'phone',
    'location',
    'linkedin',
    'website',
  ] as const) {
    const value = info[field];
    // A name printed over two lines is found by its longest word.
    const longest = [...value.split(/\s+/)].sort((a, b) => b.length - a.length)[0] ?? '';
    const at = lineWith(
      lines,
      field === 'linkedin' || field === 'website'
        ? value.replace(/^https?:\/\/(www\.)?/u, '')
        : value,
    );
    const line = lines[at >= 0 || field !== 'name' ? at : lineWith(lines, longest)];
    const box = line && boxOf(line, pages, value);
    if (box) sources[`personal_info.${field}`] = box;
  }
  for (const section of content.sections) {
    if (section.type === 'summary') {
      // The line holding the summary's first words.
      const opening = section.content.text.split(/\s+/).slice(0, 6).join(' ');
      const line = lines[lineWith(lines, opening)];
      const box = line && boxOf(line, pages);
      if (box) sources['sections.summary.text'] = box;
    }
    if (section.type === 'experience')
      entrySources(
        sources,
        pages,
        linesOf(sections, 'experience'),
        section.content.experiences,
        'experience',
        ['title', 'company', 'location'],
        'duration',
      );
    if (section.type === 'education')
      entrySources(
        sources,
        pages,
        linesOf(sections, 'education'),
        section.content.education,
        'education',
        ['institution', 'degree', 'field'],
        'year',
      );
  }
  return sources;
}
