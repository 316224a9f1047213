import type { SectionType } from '@cvforge/contracts';
import { withContactLinesApart } from './contact-lines';
import {
  MAX_HEADING_WORDS,
  MIN_PLAIN_HEADINGS,
  headingStyleOf,
  isIsolated,
  isNameShaped,
  isRetypingWrap,
  isWrappedHeading,
  outdentedHeadings,
  standsOut,
} from './heading-lines';
import { findDateRange } from './dates';
import { headingTypeOf, looseHeadingTypeOf } from './section-vocabulary';
import { withContactsApart, withEntriesApart, withSummaryApart } from './section-moves';
import type { LogicalLine, Section } from './types';

/** Headings in one design share a look; a smaller, indented match is an entry's sub-heading. */
const SUBHEADING_SHARE = 0.95;
const INDENT = 10;
/** A group name is set this much smaller than the headings, at most, with another within reach. */
const GROUP_NAME_SHARE = 0.85;
const GROUP_NAME_REACH = 12;

/** The most common font size by characters: the body text that headings stand out from. */
export function bodySize(lines: LogicalLine[]): number {
  const charsBySize = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    charsBySize.set(size, (charsBySize.get(size) ?? 0) + line.text.length);
  }
  return [...charsBySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

interface Candidate {
  index: number;
  line: LogicalLine;
  wrapped: boolean;
  /** Found by its look or place alone (the design's heading style), its wording unknown. */
  byStyle?: boolean;
  /** A name the vocabulary does not know over a list of tags: a group of skills. */
  skillGroup?: boolean;
}

/** Lines that may be headings: the vocabulary, the shape and typography or a heading column. */
function candidatesOf(lines: LogicalLine[], body: number): Candidate[] {
  const byPosition = outdentedHeadings(lines);
  const inHeadingColumn = lines.filter((line) => line.headingColumn && isNameShaped(line)).length;
  // Section names in body type, set apart only by blank space: trusted when there are several.
  const plain = new Set(
    lines
      .map((line, index) => ({ line, index }))
      .filter(
        ({ line, index }) =>
          isNameShaped(line) && headingTypeOf(line.text) !== undefined && isIsolated(lines, index),
      )
      .map(({ line }) => line),
  );
  const plainHeadings = plain.size >= MIN_PLAIN_HEADINGS ? plain : new Set<LogicalLine>();
  const candidates: Candidate[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as LogicalLine;
    const next = lines[index + 1];
    const accepts = (candidate: LogicalLine) =>
      isNameShaped(candidate) &&
      (standsOut(candidate, body) ||
        plainHeadings.has(candidate) ||
        (candidate.headingColumn === true && inHeadingColumn >= 2));
    const retyped = next && isRetypingWrap(line, next);
    if (retyped && accepts(line)) {
      candidates.push({
        index,
        line: { ...line, text: `${line.text} ${next.text}` },
        wrapped: true,
      });
      index++;
      continue;
    }
    if (accepts(line)) {
      candidates.push({ index, line, wrapped: false });
      continue;
    }
    if (byPosition.has(line)) {
      candidates.push({ index, line, wrapped: false, byStyle: true });
      continue;
    }
    // A heading wrapped in a narrow sidebar ("CORE" / "COMPETENCIES") is read as one.
    if (next && isWrappedHeading(line, next)) {
      const joined = { ...line, text: `${line.text} ${next.text}` };
      if (accepts(joined)) {
        candidates.push({ index, line: joined, wrapped: true });
        index++;
      }
    }
  }
  return candidates;
}

const MIN_TAGS = 2;
const MAX_TAG_WORDS = 3;

/** Lines under a line that are tags ("DOCKER", "KUBERNETES"): short, no dates, no sentences. */
function headsTags(lines: LogicalLine[], index: number): boolean {
  const heading = lines[index] as LogicalLine;
  const tags: LogicalLine[] = [];
  for (const line of lines.slice(index + 1)) {
    if (line.size >= heading.size || line.page !== heading.page) break;
    tags.push(line);
  }
  return (
    tags.length >= MIN_TAGS &&
    tags.every(
      (line) =>
        !line.isBullet &&
        line.text.split(/\s+/).length <= MAX_TAG_WORDS &&
        !/\d{4}|[.;:!?]$|@/.test(line.text),
    )
  );
}

/** Sections of dated entries, where a name over short lines is a field over its courses. */
const ENTRY_SECTIONS = new Set<SectionType | undefined>([
  'experience',
  'education',
  'projects',
  'certifications',
  'awards',
  'achievements',
]);

function withinEntries(candidates: Candidate[], index: number): boolean {
  const before = candidates.filter((candidate) => candidate.index < index).at(-1);
  return before !== undefined && ENTRY_SECTIONS.has(headingTypeOf(before.line.text));
}

const MIN_STYLED_HEADINGS = 2;
const MAX_STYLED_HEADING_WORDS = 6;

/**
 * Headings the vocabulary knows only in part ("Schulische und akademische Ausbildung") are found
 * by the design's heading style: the size, weight and case of at least two known headings, set
 * clearly bigger than the body text, on a short line naming one section type.
 */
function withStyleMates(lines: LogicalLine[], candidates: Candidate[], body: number): Candidate[] {
  const counts = new Map<string, number>();
  for (const { line } of candidates)
    counts.set(headingStyleOf(line), (counts.get(headingStyleOf(line)) ?? 0) + 1);
  const styles = new Set(
    [...counts.entries()]
      .filter(
        ([style, count]) =>
          count >= MIN_STYLED_HEADINGS && Number(style.split('|')[0]) >= body * 1.12,
      )
      .map(([style]) => style),
  );
  if (styles.size === 0) return candidates;
  const taken = new Set(
    candidates.flatMap(({ index, wrapped }) => (wrapped ? [index, index + 1] : [index])),
  );
  const first = lines[0];
  const mates = lines.flatMap((line, index): Candidate[] => {
    const words = line.text.split(/\s+/).filter(Boolean);
    const fits =
      !taken.has(index) &&
      line !== first &&
      styles.has(headingStyleOf(line)) &&
      !line.isBullet &&
      line.chunks.length === 1 &&
      words.length <= MAX_STYLED_HEADING_WORDS &&
      /\p{L}/u.test(line.text) &&
      !/\d|[.,;@]$/.test(line.text);
    if (!fits) return [];
    if (looseHeadingTypeOf(line.text) !== undefined)
      return [{ index, line, wrapped: false, byStyle: true }];
    return headsTags(lines, index) && !withinEntries(candidates, index)
      ? [{ index, line, wrapped: false, skillGroup: true }]
      : [];
  });
  return [...candidates, ...mates].sort((a, b) => a.index - b.index);
}

/** Drops matches smaller than and indented from the design's usual headings ("Courses" in an entry). */
function withoutSubheadings(lines: LogicalLine[], candidates: Candidate[]): Candidate[] {
  const styleOf = (line: LogicalLine) => `${Math.round(line.size)}|${line.bold}`;
  const counts = new Map<string, number>();
  for (const { line } of candidates)
    counts.set(styleOf(line), (counts.get(styleOf(line)) ?? 0) + 1);
  const [mainStyle, mainCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (mainCount < 2) return candidates;
  const main = candidates.filter(({ line }) => styleOf(line) === mainStyle);
  const mainSize = main[0]?.line.size ?? 0;
  const taken = new Set(candidates.map(({ index }) => index));
  // A group name in a skills list ("Languages" over "Ruby C# PHP", then "Cloud & DevOps"): set
  // much smaller than the headings, in the look of group names near it that are no headings.
  // Or a group name set left of its items ("LANGUAGES  Python, Go" among "FRONTEND  Angular,
  // Vue"): a row near it starts with a label in its look, then the items.
  const labelsRow = (line: LogicalLine, other: LogicalLine) => {
    const [label, ...items] = other.chunks;
    return (
      label !== undefined &&
      items.length > 0 &&
      other.column === line.column &&
      !other.isBullet &&
      label.bold === line.bold &&
      Math.abs(label.x - line.x) < 2 &&
      Math.abs(label.size - line.size) < 0.3 &&
      label.text.split(/\s+/).length <= MAX_HEADING_WORDS
    );
  };
  const isGroupName = ({ index, line }: Candidate) => {
    const near = (offset: number) => !taken.has(index + offset);
    const labelled =
      line.size < mainSize - 0.3 &&
      lines
        .slice(Math.max(0, index - GROUP_NAME_REACH), index + GROUP_NAME_REACH)
        .some((other) => other !== line && labelsRow(line, other));
    return (
      labelled ||
      (line.size < mainSize * GROUP_NAME_SHARE &&
        lines
          .slice(index + 1, index + GROUP_NAME_REACH)
          .some(
            (other, offset) =>
              near(1 + offset) &&
              other.column === line.column &&
              other.bold === line.bold &&
              Math.abs(other.size - line.size) < 0.3 &&
              !other.isBullet &&
              other.text.split(/\s+/).length <= MAX_HEADING_WORDS,
          ))
    );
  };
  // "Courses" inside an education entry: smaller than the headings, and set like the entry
  // titles above it (which carry dates) or smaller than them.
  const isEntryPart = ({ index, line }: Candidate) =>
    line.size < mainSize * SUBHEADING_SHARE &&
    lines
      .slice(Math.max(0, index - GROUP_NAME_REACH), index)
      .some(
        (other, offset, before) =>
          !taken.has(index - before.length + offset) &&
          other.column === line.column &&
          findDateRange(other.text) !== undefined &&
          (other.size > line.size + 0.3 ||
            (other.bold === line.bold && Math.abs(other.size - line.size) < 0.3)),
      );
  return candidates.filter(
    (candidate) =>
      styleOf(candidate.line) === mainStyle ||
      (!isGroupName(candidate) &&
        !isEntryPart(candidate) &&
        !main.some(
          (heading) =>
            heading.line.column === candidate.line.column &&
            heading.line.x < candidate.line.x - INDENT &&
            candidate.line.size < heading.line.size * SUBHEADING_SHARE,
        )),
  );
}

/** Step 5: headings (typography, position and vocabulary) split the lines into sections; the top block comes first. */
export function detectSections(lines: LogicalLine[]): Section[] {
  const body = bodySize(lines);
  const headings = new Map(
    withoutSubheadings(lines, withStyleMates(lines, candidatesOf(lines, body), body)).map(
      (candidate) => [candidate.index, candidate],
    ),
  );
  const sections: Section[] = [{ type: undefined, title: '', lines: [] }];
  for (let index = 0; index < lines.length; index++) {
    const heading = headings.get(index);
    if (heading) {
      sections.push({
        type: heading.skillGroup
          ? 'skills'
          : (headingTypeOf(heading.line.text) ??
            (heading.byStyle ? looseHeadingTypeOf(heading.line.text) : undefined)),
        title: heading.line.text.replace(/^[^\p{L}]+/u, '').trim(),
        lines: [],
      });
      if (heading.wrapped) index++;
      continue;
    }
    sections.at(-1)?.lines.push(lines[index] as LogicalLine);
  }
  const firstPage = [...headings.values()].filter(({ line }) => line.page === 1);
  const headingTop = Math.max(...firstPage.map(({ line }) => line.y));
  return withContactLinesApart(
    withContactsApart(withSummaryApart(withEntriesApart(sections)), headingTop),
  );
}
